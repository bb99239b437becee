import type { WidgetProps } from '@rjsf/utils';
import { ariaFor, uiOption } from './shared.ts';

/** A one-line text input (text, email, tel, date) with its ARIA wiring. */
export function TextWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, placeholder, onChange, onBlur, onFocus } = props;
  return (
    <input
      id={id}
      name={id}
      className="form__input"
      type={uiOption<string>(props, 'inputType') ?? 'text'}
      value={value ?? ''}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      placeholder={placeholder || undefined}
      autoComplete={uiOption<string>(props, 'autocomplete')}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...ariaFor(props)}
    />
  );
}
