import type { WidgetProps } from '@rjsf/utils';
import { ariaFor } from './shared.ts';

/** A native select of the field's choices, with the placeholder as an empty first option. */
export function SelectWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, placeholder, onChange, onBlur, onFocus, options } = props;
  const choices = (options.enumOptions ?? []) as { value: string; label: string }[];
  return (
    <select
      id={id}
      name={id}
      className="form__input form__select"
      value={value ?? ''}
      required={required}
      disabled={disabled || readonly}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...ariaFor(props)}
    >
      <option value="">{placeholder || ''}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
