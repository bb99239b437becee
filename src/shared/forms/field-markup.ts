/**
 * The markup a form field's message is written with, shared by the browser's form (its field
 * template) and the server's answer to a form sent without scripts, so the two show a message alike.
 */

/** The id of a field's message, named by the field's aria-describedby. */
export function errorId(fieldId: string): string {
  return `${fieldId}__error`;
}

/** The class of a field's wrapper while it shows a message. */
export const FIELD_HAS_ERROR_CLASS = 'has-error';
/** The class of the message under a field. */
export const FIELD_ERROR_CLASS = 'form__error';
/** The classes of the banner above the submit button: a refusal, the success text, or a note (neither). */
export const ERROR_BANNER_CLASS = 'form__banner form__banner--error';
export const SUCCESS_BANNER_CLASS = 'form__banner form__banner--success';
export const INFO_BANNER_CLASS = 'form__banner form__banner--info';
