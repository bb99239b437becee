/**
 * Named syntaxes a form field can adopt with "format" in its config, each defined once here and
 * turned into a pattern of the validation schema (validation-schema.ts), so the browser's
 * precompiled validator and the server judge the same way and need no format code.
 *
 * - email: the site's e-mail address syntax (src/shared/email.ts), the one the mailer sends to.
 * - noLinks: text that cannot become a link in a mail: no web address (://, www., or a dotted name
 *   in any script, like example.com, café.com or пример.рф, also with the full-width dots some mail
 *   programs link), no IP address (192.168.0.1, 2001:db8::1), no e-mail address (no @), no markup
 *   (no < or >) and no phone number (six digits or more, of any script, with or without spaces,
 *   dots, dashes, slashes or brackets between them: +1 (555) 123-4567). Fields a mail to the
 *   visitor repeats (their name) must have it: otherwise anyone could make our server mail a link
 *   of their choosing to any address. Linear: each character is taken only where no link-like run
 *   (at most a few dozen characters long) starts. Every character a mail program may read as a dot
 *   counts as one (the one dot leader U+2024, the small, full-width and ideographic full stops).
 *   Patterns are compiled with the u flag (ajv's default, and the config validator's).
 *
 * Before any rule, and before a value is stored, every text is made plain (plainText): compatibility
 * forms folded (NFKC: full-width letters, the one dot leader) and invisible characters removed:
 * format characters (zero-width spaces, joiners, direction marks: Unicode's category Cf) and every
 * other default-ignorable code point (the combining grapheme joiner U+034F, variation selectors such
 * as U+FE0F, the Hangul fillers U+3164, U+115F, U+1160, U+FFA0…), so that "evil\u200b.com" or
 * "evil\u034f.com" is judged, stored and mailed as the "evil.com" a mail program would show and link.
 */
import { EMAIL_PATTERN } from '../email.ts';

const DOT = '[.\\u2024\\uFE52\\u3002\\uFF0E\\uFF61]';
const AT = '[@\\uFF20]';
/** Combining marks a letter may carry (é written as e and U+0301): a few, so the lookahead stays short. */
const MARKS = '\\p{M}{0,3}';
/** A dotted name in any script: a letter or digit, a dot, two letters (example.com, café.com, пример.рф). */
const DOTTED_NAME = `[\\p{L}\\p{N}-]${MARKS}${DOT}${MARKS}\\p{L}${MARKS}\\p{L}`;
/** Four numbers joined by three dots: an IPv4 address. */
const IPV4 = `\\p{Nd}{1,3}${DOT}\\p{Nd}{1,3}${DOT}\\p{Nd}{1,3}${DOT}\\p{Nd}{1,3}`;
/** Hexadecimal groups around two colons: an IPv6 address (2001:db8::1, ::1). */
const IPV6 = '[0-9A-Fa-f]{0,4}:[0-9A-Fa-f]{0,4}:';
/** Six digits of any script with at most three separators between each two: a phone number. */
const PHONE = '\\p{Nd}(?:[\\s().\\/-]{0,3}\\p{Nd}){5}';
const LINK_LIKE = `[<>]|${AT}|:\\/\\/|[Ww][Ww][Ww]${DOT}|${DOTTED_NAME}|${IPV4}|${IPV6}|${PHONE}`;

export const TEXT_FORMATS = {
  email: EMAIL_PATTERN,
  noLinks: `^(?:(?!${LINK_LIKE})[^])*$`,
} as const;

export type TextFormat = keyof typeof TEXT_FORMATS;

/** Characters that show as nothing: format characters and the other default-ignorable code points. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** A text as a mail program shows it: compatibility forms folded (NFKC), invisible characters removed. */
export function plainText(text: string): string {
  // Removed first, so that what they kept apart composes; and again, should folding make one.
  return text.replace(INVISIBLE, '').normalize('NFKC').replace(INVISIBLE, '');
}

/** The name of the rule (and of its message) a format's pattern goes by. */
export const FORMAT_RULE = 'format';

export function isTextFormat(name: unknown): name is TextFormat {
  return typeof name === 'string' && Object.hasOwn(TEXT_FORMATS, name);
}
