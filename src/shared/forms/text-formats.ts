/**
 * Named syntaxes a form field can adopt with "format" in its config, each defined once here and
 * turned into a pattern of the validation schema (validation-schema.ts), so the browser's
 * precompiled validator and the server judge the same way and need no format code.
 *
 * - email: the site's e-mail address syntax (src/shared/email.ts), the one the mailer sends to.
 * - noLinks: text that cannot become a link in a mail: no web address (://, www., or a dotted name
 *   like example.com, also with the full-width dots some mail programs link), no e-mail address
 *   (no @), no markup (no < or >) and no phone number (no run of six digits). Fields a mail to the
 *   visitor repeats (their name) must have it: otherwise anyone could make our server mail a link
 *   of their choosing to any address. Linear: each character is taken only where no link-like run
 *   (at most a few characters long) starts.
 */
import { EMAIL_PATTERN } from '../email.ts';

const DOT = '[.\\u3002\\uFF0E\\uFF61]';
const AT = '[@\\uFF20]';
const LINK_LIKE = `[<>]|${AT}|:\\/\\/|[Ww][Ww][Ww]${DOT}|[A-Za-z0-9-]${DOT}[A-Za-z]{2}|[0-9]{6}`;

export const TEXT_FORMATS = {
  email: EMAIL_PATTERN,
  noLinks: `^(?:(?!${LINK_LIKE})[^])*$`,
} as const;

export type TextFormat = keyof typeof TEXT_FORMATS;

/** The name of the rule (and of its message) a format's pattern goes by. */
export const FORMAT_RULE = 'format';

export function isTextFormat(name: unknown): name is TextFormat {
  return typeof name === 'string' && Object.hasOwn(TEXT_FORMATS, name);
}
