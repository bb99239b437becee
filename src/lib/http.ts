// The browser's HTTP client (axios), for the forms and the service bookings. Non-GET requests to this
// site carry the anti-forgery token of the XSRF cookie in the XSRF header (SPEC section 7); the server
// checks both match. Loaded only by code that sends something, never with every page.
import axios, { isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from '../shared/http/xsrf.ts';

/** Whether a request stays on this site: a path, not a URL of another host (nor //host/…). */
export function isRelativeUrl(url: string | undefined): boolean {
  return url !== undefined && url.startsWith('/') && !url.startsWith('//');
}

/** axios interceptor: repeats the anti-forgery cookie in its header on state-changing requests to this site. */
export function addXsrfHeader(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const method = (config.method ?? 'get').toUpperCase();
  const token = readCookie(document.cookie, XSRF_COOKIE);
  if (method !== 'GET' && method !== 'HEAD' && isRelativeUrl(config.url) && token)
    config.headers.set(XSRF_HEADER, token);
  return config;
}

export const http = axios.create({
  timeout: 20_000,
  headers: { 'Content-Type': 'application/json' },
  xsrfCookieName: undefined,
});
http.interceptors.request.use(addXsrfHeader);

export { isAxiosError };
