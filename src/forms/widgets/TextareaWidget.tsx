import type { WidgetProps } from '@rjsf/utils';
import { ariaFor } from './shared.ts';

export function TextareaWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, placeholder, onChange, onBlur, onFocus, options } = props;
  return (
    <textarea
      id={id}
      name={id}
      className="form__input form__textarea"
      value={value ?? ''}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      placeholder={placeholder || undefined}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...ariaFor(props)}
    />
  );
}
