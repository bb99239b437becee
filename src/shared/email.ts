/**
 * The e-mail address syntax we accept wherever an address is checked outside a form's own schema
 * (the mailer's recipients and sender, the mailboxes of the config).
 */

// ASCII addr-spec: the dot-atom local part of RFC 5322 and a dotted host name. Deliberately
// narrower than the RFC (no quoted local parts, no IP literals): form data never needs them.
const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const ADDRESS = new RegExp(`^${LOCAL}@${LABEL}(?:\\.${LABEL})+$`);

/** SMTP's limit on the length of an address. */
export const MAX_ADDRESS_LENGTH = 254;

/** True for a bare, plausible e-mail address (at most 254 characters, as SMTP allows). */
export function isValidAddress(value: string): boolean {
  return value.length <= MAX_ADDRESS_LENGTH && ADDRESS.test(value);
}
