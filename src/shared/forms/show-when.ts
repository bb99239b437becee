/**
 * Fields shown only while another field has a given value (`"ui:showWhen": { "field", "equals" }` in
 * a form's uiSchema). One rule for every side: the browser renders and keeps such a field only while
 * it is shown, and a field listed in the schema's "required" with a showWhen is required only then
 * (see validation-schema.ts).
 */
import type { FormValues } from './definition.ts';

/** Shown only while `field` has the value `equals`. */
export interface ShowWhen {
  field: string;
  equals: string;
}

/** The showWhen rule of a field's uiSchema entry, if it has one. */
export function showWhenIn(uiField: unknown): ShowWhen | undefined {
  return (uiField as { 'ui:showWhen'?: ShowWhen } | undefined)?.['ui:showWhen'];
}

/** The showWhen rule of one field of the form, if it has one. */
export function showWhenOf(form: { uiSchema: object }, field: string): ShowWhen | undefined {
  return showWhenIn((form.uiSchema as Record<string, unknown>)[field]);
}

/** Whether a field with this rule (or none) is shown for these values. */
export function meetsShowWhen(rule: ShowWhen | undefined, values: FormValues): boolean {
  return !rule || values[rule.field] === rule.equals;
}

/** Whether the field is shown for these values: always, unless its showWhen is not met. */
export function isShown(form: { uiSchema: object }, field: string, values: FormValues): boolean {
  return meetsShowWhen(showWhenOf(form, field), values);
}
