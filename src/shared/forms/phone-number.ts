/**
 * The "phone" format of a form field: a telephone number as the site's visitors write it, in any
 * of the countries it serves.
 *
 * - Written with its country code ("+971 50 123 4567", "+91 98765 43210", "+1 512 555 0143"): it
 *   must be a number of that country as libphonenumber-js knows its numbering plan (the country
 *   code exists, the number has a length the country uses and starts as its numbers start). The
 *   library's smallest metadata ("min") is enough for that and never refuses a newly opened range
 *   of numbers, as the per-type patterns of the larger sets could until the library is updated.
 * - Written without it: 10 digits, spaces, dots, dashes and brackets allowed between them, the one
 *   rule the demo form had before (a number of the US, India, or a UAE mobile with its 0).
 *
 * Runs on the server (ajv.ts), in the browser's form (loaded with the form, src/forms/formats.ts)
 * and in the editor's preview of a form, so all of them judge a number alike.
 */
import { isValidPhoneNumber } from 'libphonenumber-js/min';

const TEN_DIGITS = /^[\s().-]*(?:[0-9][\s().-]*){10}$/;

export function isPhoneNumber(text: string): boolean {
  const number = text.trim();
  return number.startsWith('+') ? isValidPhoneNumber(number) : TEN_DIGITS.test(number);
}
