import { describe, expect, it } from 'vitest';
import { readCookie, XSRF_COOKIE } from './xsrf.ts';

describe('reading a cookie', () => {
  it('finds the token among other cookies, wherever it stands', () => {
    expect(readCookie(`theme=dark; ${XSRF_COOKIE}=abc123; lang=en`, XSRF_COOKIE)).toBe('abc123');
    expect(readCookie(`${XSRF_COOKIE}=abc123`, XSRF_COOKIE)).toBe('abc123');
    expect(readCookie(`theme=dark;${XSRF_COOKIE}=abc123`, XSRF_COOKIE)).toBe('abc123');
  });

  it('does not take a cookie whose name only begins or ends like it', () => {
    expect(readCookie(`${XSRF_COOKIE}-OLD=stale; OLD-${XSRF_COOKIE}=stale`, XSRF_COOKIE)).toBeUndefined();
  });

  it('answers undefined when the cookie is missing or there are no cookies', () => {
    expect(readCookie('theme=dark; lang=en', XSRF_COOKIE)).toBeUndefined();
    expect(readCookie('', XSRF_COOKIE)).toBeUndefined();
  });

  it('decodes a URL-encoded value and keeps an "=" inside it', () => {
    expect(readCookie(`${XSRF_COOKIE}=a%2Fb%3D%3D`, XSRF_COOKIE)).toBe('a/b==');
    expect(readCookie(`${XSRF_COOKIE}=a=b`, XSRF_COOKIE)).toBe('a=b');
  });

  it('takes a value that is not valid URL encoding as it stands instead of throwing', () => {
    expect(readCookie(`${XSRF_COOKIE}=%E0%A4%A`, XSRF_COOKIE)).toBe('%E0%A4%A');
  });
});
