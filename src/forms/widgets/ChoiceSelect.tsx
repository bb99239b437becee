import type { WidgetProps } from '@rjsf/utils';
import { ariaFor, fieldEvents } from './shared.ts';

interface ChoiceSelectProps {
  widget: WidgetProps;
  choices: { value: string; label: string }[];
  /** The text of the empty first option. */
  prompt: string;
  disabled: boolean;
}

/** A native select for a field, with the ARIA wiring and the empty first option every select shares. */
export function ChoiceSelect({ widget, choices, prompt, disabled }: ChoiceSelectProps) {
  const { id, value, required } = widget;
  return (
    <select
      id={id}
      name={widget.name}
      className="form__input form__select"
      value={value ?? ''}
      required={required}
      disabled={disabled}
      {...fieldEvents(widget)}
      {...ariaFor(widget)}
    >
      <option value="">{prompt}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
