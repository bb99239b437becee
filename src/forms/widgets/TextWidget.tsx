import type { WidgetProps } from '@rjsf/utils';
import { ariaFor, fieldEvents, uiOption } from './shared.ts';
import './text-widget.css';

/**
 * Autofill names for a part of a phone number: HTML allows them on a text input only, not on a tel
 * one (whose autofill is the whole number, "tel"). Such a field is a text input with the phone
 * keypad (inputmode), which is what a tel input is to the visitor.
 */
const PHONE_PART = /^tel-(country-code|national|area-code|local|local-prefix|local-suffix|extension)$/;

/**
 * What is typed left to right whatever the page's language: a telephone number, an e-mail address,
 * an address on the web, a number. In a right-to-left page such a field is set left to right, so "+1 (512)
 * 555-0143" and "name@example.com" read as typed instead of being reordered around the page's direction.
 */
const LEFT_TO_RIGHT_INPUTS = new Set(['tel', 'email', 'url', 'number']);

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
      dir={LEFT_TO_RIGHT_INPUTS.has(wanted) ? 'ltr' : undefined}
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
