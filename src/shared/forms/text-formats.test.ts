// The "no links" rule of the fields a mail to the visitor repeats, on text made plain first: no
// invisible character, compatibility form or dot-like character lets a link through.
import fc from 'fast-check';
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

describe('the no-links rule, beyond ASCII (issue 40)', () => {
  it.each([
    'evil.рф',
    'пример.рф',
    'café.com',
    'cafe\u0301.com',
    'münchen.de',
    '例え.jp',
    'evil.ком',
    '192.168.0.1',
    'at 10.0.0.254 now',
    '2001:db8::1',
    '::1',
    'fe80::a:b',
    '+1 555 123 4567',
    '(555) 123-4567',
    '555.123.4567',
    '+44 20 7946 0958',
    '٥٥٥١٢٣٤٥٦٧',
    '１２３ ４５６',
    'evil\u034f.com',
    'evil\ufe0f.com',
    'evil\u3164.com',
    'evil\u115f.com',
    'evil\uffa0.com',
    'evil\u180e.com',
    'evil.\u{e0100}com',
  ])('refuses %j', (text) => {
    expect(accepted(text)).toBe(false);
  });

  it.each([
    'Asha Rao',
    'J.R.R. Tolkien',
    'e.e. cummings',
    'Jean-Luc Picard',
    'Ms. Müller-Lüdenscheidt',
    'Σωκράτης Παπαδόπουλος',
    'Алексей Иванов',
    'محمد عبد الله',
    'Acme 3M Ltd',
    'Re: hi',
    '❤️ Asha',
  ])('accepts %j', (text) => {
    expect(accepted(text)).toBe(true);
  });

  const letters = fc.constantFrom(...'abcxyzéüßøжщλπمحあ漢字ก'.split(''));
  const word = fc.array(letters, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));
  const tld = fc.array(letters, { minLength: 2, maxLength: 6 }).map((parts) => parts.join(''));
  const dot = fc.constantFrom('.', '\u2024', '\ufe52', '\u3002', '\uff0e', '\uff61');
  const invisible = fc.constantFrom(
    '\u034f',
    '\ufe0f',
    '\ufe00',
    '\u3164',
    '\u115f',
    '\u1160',
    '\uffa0',
    '\u200b',
    '\u2060',
  );

  it('refuses every dotted name, in any script, with invisible characters anywhere in it', () => {
    fc.assert(
      fc.property(
        word,
        dot,
        tld,
        fc.array(fc.tuple(fc.nat(), invisible), { maxLength: 3 }),
        (label, at, end, hidden) => {
          let text = `${label}${at}${end}`;
          for (const [place, character] of hidden) {
            const cut = place % (text.length + 1);
            text = text.slice(0, cut) + character + text.slice(cut);
          }
          expect(accepted(`write to ${text} today`)).toBe(false);
        },
      ),
    );
  });

  it('refuses every phone number and IP address, whatever the separators', () => {
    const digit = fc.constantFrom(...'0123456789');
    const separator = fc.constantFrom('', ' ', '-', '.', '/', '(', ')', ' - ');
    const phone = fc
      .array(fc.tuple(separator, digit), { minLength: 6, maxLength: 15 })
      .map((parts) => `+${parts.map(([between, d]) => between + d).join('')}`);
    const byte = fc.integer({ min: 0, max: 255 });
    const ipv4 = fc.tuple(byte, byte, byte, byte).map((parts) => parts.join('.'));
    fc.assert(
      fc.property(fc.oneof(phone, ipv4), (text) => {
        expect(accepted(`call ${text}`)).toBe(false);
      }),
    );
  });

  it('accepts names of letters, spaces, apostrophes, hyphens and initials in any script', () => {
    const name = fc
      .array(
        fc.oneof(
          word,
          word.map((w) => `${w.slice(0, 1)}.`),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((parts) => parts.join(' '));
    fc.assert(
      fc.property(name, fc.constantFrom('', '-', '’'), (text, joiner) => {
        expect(accepted(text.replace(' ', ` ${joiner}`))).toBe(true);
      }),
    );
  });
});
