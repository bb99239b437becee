import type { WidgetProps } from '@rjsf/utils';
import { ariaFor, fieldEvents } from './shared.ts';

export function TextareaWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, placeholder, options } = props;
  return (
    <textarea
      id={id}
      name={props.name}
      className="form__input form__textarea"
      value={value ?? ''}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      placeholder={placeholder || undefined}
      {...fieldEvents(props)}
      {...ariaFor(props)}
    />
  );
}
