import { describe, expect, it } from 'vitest';
import { hashIp, normalizeEmail, normalizeMobile } from './normalize.ts';

describe('normalize', () => {
  it('lower-cases and trims e-mail, empty becomes null', () => {
    expect(normalizeEmail('  Asha@Example.COM ')).toBe('asha@example.com');
    expect(normalizeEmail('  ')).toBeNull();
  });

  it('keeps only the digits of a mobile, empty becomes null', () => {
    expect(normalizeMobile('+91 (987) 654-3210')).toBe('919876543210');
    expect(normalizeMobile('n/a')).toBeNull();
  });

  it('hashes an IP with a salt, deterministically', () => {
    expect(hashIp('203.0.113.7', 's')).toBe(hashIp(' 203.0.113.7 ', 's'));
    expect(hashIp('203.0.113.7', 's')).not.toBe(hashIp('203.0.113.7', 't'));
    expect(hashIp('203.0.113.7', 's')).toMatch(/^[0-9a-f]{64}$/);
    // Stored keys (rate limits, once-per-recipient mails) must still match after an upgrade.
    expect(hashIp('203.0.113.7', 's')).toBe('5b844386d30903e64ad092a300b36fc029b14a8e6db9a587372432c1413dbc0b');
  });
});
