// @vitest-environment jsdom
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { addXsrfHeader } from './http.ts';

const request = (method: string, url: string) =>
  addXsrfHeader({ method, url, headers: new AxiosHeaders() } as InternalAxiosRequestConfig).headers.get('X-XSRF-TOKEN');

describe('the anti-forgery header', () => {
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('repeats the cookie on non-GET requests to this site only', () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    expect(request('post', '/api/LoginControl/bookDemo')).toBe('abc123');
    expect(request('get', '/api/geo/countries')).toBeUndefined();
    expect(request('post', 'https://elsewhere.example/api')).toBeUndefined();
    expect(request('post', '//elsewhere.example/api')).toBeUndefined();
  });

  it('sends nothing when there is no cookie', () => {
    expect(request('post', '/api/LoginControl/bookDemo')).toBeUndefined();
  });
});
