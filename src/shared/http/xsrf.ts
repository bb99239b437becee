/**
 * The names of the anti-forgery (double-submit) token: the server sets it in a cookie only scripts of
 * this origin can read, and the browser repeats it in a header on every state-changing request.
 */

/** The cookie the server sets on HTML pages. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The request header that must repeat the cookie (HTTP header names are case-insensitive). */
export const XSRF_HEADER = 'X-XSRF-TOKEN';
