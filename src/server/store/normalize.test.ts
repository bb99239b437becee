import { describe, expect, it } from 'vitest';
import { saltedHash, normalizeEmail, normalizeMobile } from './normalize.ts';

describe('normalize', () => {
  it('lower-cases and trims e-mail, empty becomes null', () => {
    expect(normalizeEmail('  Asha@Example.COM ')).toBe('asha@example.com');
    expect(normalizeEmail('  ')).toBeNull();
  });

  it('keeps only the digits of a mobile, empty becomes null', () => {
    expect(normalizeMobile('+91 (987) 654-3210')).toBe('919876543210');
    expect(normalizeMobile('n/a')).toBeNull();
  });

  it('hashes a value with a salt, deterministically, as every release before', () => {
    expect(saltedHash('203.0.113.7', 's')).toBe(saltedHash(' 203.0.113.7 ', 's'));
    expect(saltedHash('203.0.113.7', 's')).not.toBe(saltedHash('203.0.113.7', 't'));
    expect(saltedHash('203.0.113.7', 's')).toMatch(/^[0-9a-f]{64}$/);
    // Stored pseudonyms (IP hashes, rate limits, once-per-recipient mails) must still match after an upgrade.
    expect(saltedHash('203.0.113.7', 's')).toBe('5b844386d30903e64ad092a300b36fc029b14a8e6db9a587372432c1413dbc0b');
  });
});
