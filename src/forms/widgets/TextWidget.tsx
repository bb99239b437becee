import type { WidgetProps } from '@rjsf/utils';
import { ariaFor, fieldEvents, uiOption } from './shared.ts';

/**
 * Autofill names for a part of a phone number: HTML allows them on a text input only, not on a tel
 * one (whose autofill is the whole number, "tel"). Such a field is a text input with the phone
 * keypad (inputmode), which is what a tel input is to the visitor.
 */
const PHONE_PART = /^tel-(country-code|national|area-code|local|local-prefix|local-suffix|extension)$/;

/** A one-line text input (text, email, tel, date) with its ARIA wiring. */
export function TextWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, placeholder } = props;
  const autocomplete = uiOption<string>(props, 'autocomplete');
  const wanted = uiOption<string>(props, 'inputType') ?? 'text';
  const phonePart = wanted === 'tel' && autocomplete !== undefined && PHONE_PART.test(autocomplete);
  return (
    <input
      id={id}
      name={props.name}
      className="form__input"
      type={phonePart ? 'text' : wanted}
      inputMode={phonePart ? 'tel' : undefined}
      value={value ?? ''}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      placeholder={placeholder || undefined}
      autoComplete={autocomplete}
      {...fieldEvents(props)}
      {...ariaFor(props)}
    />
  );
}
