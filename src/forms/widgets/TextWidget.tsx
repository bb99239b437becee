import type { WidgetProps } from '@rjsf/utils';
import { ariaFor, fieldEvents, uiOption } from './shared.ts';

/** A one-line text input (text, email, tel, date) with its ARIA wiring. */
export function TextWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, placeholder } = props;
  return (
    <input
      id={id}
      name={props.name}
      className="form__input"
      type={uiOption<string>(props, 'inputType') ?? 'text'}
      value={value ?? ''}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      placeholder={placeholder || undefined}
      autoComplete={uiOption<string>(props, 'autocomplete')}
      {...fieldEvents(props)}
      {...ariaFor(props)}
    />
  );
}
