/**
 * The names of the anti-forgery (double-submit) token: the server sets it in a cookie only scripts of
 * this origin can read, and the browser repeats it in a header on every state-changing request.
 */

/** The cookie the server sets on HTML pages. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The request header that must repeat the cookie (HTTP header names are case-insensitive). */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * The value of one cookie of a cookie string ("a=1; b=2", as `document.cookie` gives it), or undefined.
 * The value is URL-decoded because the server's cookie library URL-encodes what it sets.
 */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decoded(rest.join('='));
  }
  return undefined;
}

/** A value that is not valid URL encoding (set by something else than our server) is taken as it stands: the server then refuses it with its usual message instead of the page failing. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
