// The phone format: a number with its country code, judged by libphonenumber-js against that
// country's numbering plan, or ten digits without one, as the demo form always took.
import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from './phone-number.ts';

describe('the phone format', () => {
  it.each([
    '+971 50 123 4567',
    '+971501234567',
    '+971 4 123 4567',
    '+91 98765 43210',
    '+91-98765-43210',
    '+1 512 555 0143',
    '+1 (512) 555-0143',
    '+44 20 7946 0958',
    ' +91 98765 43210 ',
  ])('accepts %j, written with its country code', (number) => {
    expect(isPhoneNumber(number)).toBe(true);
  });

  it.each(['5125550143', '512 555 0143', '(512) 555-0143', '98765 43210', '050 123 4567', '512.555.0143'])(
    'accepts %j, ten digits without a country code, as before',
    (number) => {
      expect(isPhoneNumber(number)).toBe(true);
    },
  );

  it.each([
    ['+971 50 123 456', 'too short for the UAE'],
    ['+971 50 123 45678', 'too long for the UAE'],
    ['+971 12 345 6789', 'no UAE number starts so'],
    ['+1 123 456 7890', 'no US area code starts with 1'],
    ['+999 123 456 7890', 'no country has the code 999'],
    ['+', 'a plus alone'],
    ['+91 98765 4321O', 'a letter O for a zero'],
    ['call +91 98765 43210', 'words around it'],
    ['00971 50 123 4567', 'fourteen digits without a plus'],
    ['98765 4321', 'nine digits'],
    ['512 555 01432', 'eleven digits'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (number) => {
    expect(isPhoneNumber(number)).toBe(false);
  });
});
