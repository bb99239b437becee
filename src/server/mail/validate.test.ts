import { describe, expect, it } from 'vitest';
import { isValidAddress } from '../../shared/email.ts';
import { InvalidMailError, assertHeaderSafe, parseRecipient, parseSender } from './validate.ts';

describe('mail header validation', () => {
  it('rejects CR, LF and control characters in header values', () => {
    expect(() => assertHeaderSafe('subject', 'Hi\r\nBcc: victim@example.com')).toThrow(InvalidMailError);
    expect(() => assertHeaderSafe('subject', 'Hi\nthere')).toThrow(/CR or LF/);
    expect(() => assertHeaderSafe('subject', 'Hi\rthere')).toThrow(/CR or LF/);
    expect(() => assertHeaderSafe('subject', 'Hi\u0000')).toThrow(/control/);
    expect(() => assertHeaderSafe('subject', 'Demo request\tfor CRM – Ünïcode ok')).not.toThrow();
  });

  it('accepts plain addresses and rejects the rest', () => {
    for (const ok of ['a@example.com', 'first.last+tag@sub.example.co.in', "o'neil@example.org"]) {
      expect(isValidAddress(ok), ok).toBe(true);
    }
    for (const bad of [
      '',
      'a',
      'a@b',
      'a@@b.com',
      'a b@example.com',
      '.a@example.com',
      'a@-x.com',
      'Name <a@example.com>',
      'a@example.com,b@example.com',
      `${'x'.repeat(250)}@e.com`,
    ]) {
      expect(isValidAddress(bad), bad).toBe(false);
    }
  });

  it('parses recipients and senders', () => {
    expect(parseRecipient('to', ' a@example.com ')).toEqual({ name: '', address: 'a@example.com' });
    expect(() => parseRecipient('to', 'a@example.com\r\nBcc: b@example.com')).toThrow(/CR or LF/);
    expect(() => parseRecipient('replyTo', 'a@example.com, b@example.com')).toThrow(/valid e-mail/);
    expect(parseSender('Cortracker <noreply@cortracker.example>')).toEqual({
      name: 'Cortracker',
      address: 'noreply@cortracker.example',
    });
    expect(parseSender('"Cortracker, Inc" <noreply@cortracker.example>')).toEqual({
      name: 'Cortracker, Inc',
      address: 'noreply@cortracker.example',
    });
    expect(parseSender('noreply@cortracker.example')).toEqual({ name: '', address: 'noreply@cortracker.example' });
    expect(() => parseSender('Cortracker <not-an-address>')).toThrow(/from/);
  });
});
