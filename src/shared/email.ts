/**
 * The one e-mail address syntax of the site. A form field with "format": "email" is judged by it in
 * the browser and on the server (see text-formats.ts), and the mailer checks every recipient and
 * sender by it, so no accepted lead can be undeliverable for its syntax.
 *
 * ASCII addr-spec as SMTP takes it: the dot-atom local part of RFC 5321/5322 (no leading, trailing
 * or doubled dot: a..b@example.com is refused) and a dotted host name of letter-digit-hyphen labels.
 * Deliberately narrower than the RFC (no quoted local parts, no IP literals): form data never needs
 * them. Written so that matching takes time linear in the length: the local part's atoms cannot
 * contain the dot that separates them, nor a label the dot after it.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/** SMTP's limit on the length of an address. */
export const MAX_ADDRESS_LENGTH = 254;

/** The syntax as a JSON Schema pattern (a JavaScript regular expression's source). */
export const EMAIL_PATTERN = `^(?=[^]{3,${MAX_ADDRESS_LENGTH}}$)${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`;

const ADDRESS = new RegExp(EMAIL_PATTERN, 'u');

/** True for a bare address in the site's syntax (at most 254 characters, as SMTP allows). */
export function isValidAddress(value: string): boolean {
  return ADDRESS.test(value);
}
