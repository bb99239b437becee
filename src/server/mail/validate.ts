/**
 * Header hygiene. nodemailer encodes headers itself, but we refuse suspicious input outright:
 * a CR or LF in a header value is the classic way to inject Bcc: lines, and nothing legitimate
 * from a web form ever needs one.
 */
import { isValidAddress } from '../../shared/email.ts';

export class InvalidMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidMailError';
  }
}

/** Parsed sender or recipient, in the shape nodemailer takes without re-parsing a string. */
export interface MailAddress {
  name: string;
  address: string;
}

/** Throws unless `value` has no CR, LF or other control character (TAB excepted). */
export function assertHeaderSafe(field: string, value: string): void {
  if (typeof value !== 'string') throw new InvalidMailError(`${field} must be a string`);
  if (/[\r\n]/.test(value)) throw new InvalidMailError(`${field} must not contain CR or LF`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value)) {
    throw new InvalidMailError(`${field} must not contain control characters`);
  }
}

/** Validates a bare address for To or Reply-To. */
export function parseRecipient(field: string, value: string): MailAddress {
  assertHeaderSafe(field, value);
  const address = value.trim();
  if (!isValidAddress(address)) throw new InvalidMailError(`${field} is not a valid e-mail address`);
  return { name: '', address };
}

/** Validates the sender: a bare address or `Display Name <address>`. */
export function parseSender(value: string): MailAddress {
  assertHeaderSafe('from', value);
  const match = /^\s*(?:"([^"]*)"|([^"<>]*?))\s*<([^<>\s]+)>\s*$/.exec(value);
  const name = (match?.[1] ?? match?.[2] ?? '').trim();
  const address = (match ? match[3] : value)?.trim() ?? '';
  if (!isValidAddress(address)) throw new InvalidMailError('from is not a valid e-mail address');
  return { name, address };
}
