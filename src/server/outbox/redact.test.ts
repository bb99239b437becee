import { describe, expect, it } from 'vitest';
import { describeError, redact } from './redact.ts';

describe('redact', () => {
  it('removes e-mail addresses and phone numbers', () => {
    expect(redact('550 5.1.1 <Asha.K+crm@example.co.in>: Recipient address rejected')).toBe(
      '550 5.1.1 <[email]>: Recipient address rejected',
    );
    expect(redact('mobile +91 98765-43210 exists')).toBe('mobile [number] exists');
    expect(redact('call (555) 123 4567')).toBe('call [number]');
  });

  it('keeps status codes, ports and IPv4 addresses', () => {
    expect(redact('connect ECONNREFUSED 127.0.0.1:2525')).toBe('connect ECONNREFUSED 127.0.0.1:2525');
    expect(redact('webhook answered HTTP 503')).toBe('webhook answered HTTP 503');
  });
});

describe('describeError', () => {
  it('adds the hidden cause code of fetch errors', () => {
    const error = new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) });
    expect(describeError(error)).toBe('fetch failed: ECONNREFUSED');
  });

  it('redacts the message', () => {
    expect(describeError(new Error('Mail command failed: 550 no such user a@b.example'))).toBe(
      'Mail command failed: 550 no such user [email]',
    );
    expect(describeError('a@b.example')).toBe('[email]');
  });
});
