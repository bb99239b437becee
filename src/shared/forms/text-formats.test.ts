// The "no links" rule of the fields a mail to the visitor repeats, on text made plain first: no
// invisible character, compatibility form or dot-like character lets a link through.
import { describe, expect, it } from 'vitest';
import { plainText, TEXT_FORMATS } from './text-formats.ts';

const noLinks = new RegExp(TEXT_FORMATS.noLinks, 'u');
const accepted = (text: string) => noLinks.test(plainText(text));

describe('plain text', () => {
  it('drops format characters: zero-width spaces and joiners, direction marks, the byte order mark', () => {
    expect(plainText('visit evil\u200b.com now')).toBe('visit evil.com now');
    expect(plainText('e\u200cv\u200di\u2060l\ufeff.\u202ecom\u202c')).toBe('evil.com');
    expect(plainText('\u00adsoft\u00ad hyphen')).toBe('soft hyphen');
  });

  it('folds compatibility forms: full-width letters and dots, the one dot leader', () => {
    expect(plainText('ｅｖｉｌ．ｃｏｍ')).toBe('evil.com');
    expect(plainText('evil\u2024com')).toBe('evil.com');
    expect(plainText('evil\ufe52com')).toBe('evil.com');
  });

  it('leaves a person’s name as they wrote it', () => {
    for (const name of ['Asha Rao', 'Zoë Ødegård', 'Łukasz Żółć', '山田 太郎', 'Nguyễn Văn An', 'O’Brien-Smith'])
      expect(plainText(name)).toBe(name.normalize('NFKC'));
  });
});

describe('the no-links rule, on plain text', () => {
  it.each([
    'visit evil\u200b.com now',
    'visit evil.\u200bcom now',
    'evil\u2024com',
    'evil\ufe52com',
    'evil\u3002com',
    'evil\uff0ecom',
    'evil\uff61com',
    'ｅｖｉｌ．ｃｏｍ',
    'w\u200bww.evil',
    'https:\u200b//evil',
    'mail me at a\u200b@b',
    '１２３４５６ call',
  ])('refuses %j', (text) => {
    expect(accepted(text)).toBe(false);
  });

  it.each(['Asha Rao', 'Zoë Ødegård', 'St. John', 'Dr. A. Rao', '山田 太郎'])('accepts %j', (text) => {
    expect(accepted(text)).toBe(true);
  });

  it('counts a dot-like character as a dot even before the text is made plain (the browser)', () => {
    for (const dot of ['\u2024', '\ufe52', '\u3002', '\uff0e', '\uff61'])
      expect(noLinks.test(`evil${dot}com`)).toBe(false);
  });
});
