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
 *   (at most a few characters long) starts. Every character a mail program may read as a dot counts
 *   as one (the one dot leader U+2024, the small, full-width and ideographic full stops).
 *
 * Before any rule, and before a value is stored, every text is made plain (plainText): compatibility
 * forms folded (NFKC: full-width letters, the one dot leader) and format characters removed
 * (zero-width spaces, joiners, direction marks: Unicode's category Cf), so that "evil\u200b.com" is
 * judged, stored and mailed as the "evil.com" a mail program would show and link.
 */
import { EMAIL_PATTERN } from '../email.ts';

const DOT = '[.\\u2024\\uFE52\\u3002\\uFF0E\\uFF61]';
const AT = '[@\\uFF20]';
const LINK_LIKE = `[<>]|${AT}|:\\/\\/|[Ww][Ww][Ww]${DOT}|[A-Za-z0-9-]${DOT}[A-Za-z]{2}|[0-9]{6}`;

export const TEXT_FORMATS = {
  email: EMAIL_PATTERN,
  noLinks: `^(?:(?!${LINK_LIKE})[^])*$`,
} as const;

export type TextFormat = keyof typeof TEXT_FORMATS;

const FORMAT_CHARACTERS = /\p{Cf}/gu;

/** A text as a mail program shows it: compatibility forms folded (NFKC), format characters (Cf) removed. */
export function plainText(text: string): string {
  // Removed first, so that what they kept apart composes; and again, should folding make one.
  return text.replace(FORMAT_CHARACTERS, '').normalize('NFKC').replace(FORMAT_CHARACTERS, '');
}

/** The name of the rule (and of its message) a format's pattern goes by. */
export const FORMAT_RULE = 'format';

export function isTextFormat(name: unknown): name is TextFormat {
  return typeof name === 'string' && Object.hasOwn(TEXT_FORMATS, name);
}
