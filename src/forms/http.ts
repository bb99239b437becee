// Requests of the forms go through axios. Non-GET requests to this site carry the anti-forgery token
// of the XSRF-TOKEN cookie in the X-XSRF-TOKEN header (SPEC section 7); the server checks both match.
import axios, { type InternalAxiosRequestConfig } from 'axios';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function isRelativeUrl(url: string | undefined): boolean {
  return url !== undefined && url.startsWith('/') && !url.startsWith('//');
}

export function addXsrfHeader(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const method = (config.method ?? 'get').toUpperCase();
  const token = readCookie(XSRF_COOKIE);
  if (method !== 'GET' && method !== 'HEAD' && isRelativeUrl(config.url) && token) config.headers.set(XSRF_HEADER, token);
  return config;
}

export const http = axios.create({ timeout: 20_000, headers: { 'Content-Type': 'application/json' }, xsrfCookieName: undefined });
http.interceptors.request.use(addXsrfHeader);
