/**
 * Where a booking may send a visitor: only to an https page on a host the config allows. The
 * validator, the server and the browser judge a checkout link by this one function.
 */

/** The endpoint that records a booking intent before the visitor leaves for the checkout. */
export const BOOKINGS_PATH = '/api/services/bookings';

/** Why a checkout link may not be used, or undefined when it may. */
export function checkoutLinkProblem(link: string, allowedHosts: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return 'it is not a complete web address';
  }
  if (url.protocol !== 'https:') return 'it does not start with https://';
  // https://buy.stripe.com@evil.example/ would show a trusted name but lead elsewhere.
  if (url.username !== '' || url.password !== '') return 'it contains a user name or password';
  // host, not hostname: a port (buy.stripe.com:8443) is not the allowed host either.
  if (!allowedHosts.includes(url.host)) return `the host "${url.host}" is not on the allowlist`;
  return undefined;
}
