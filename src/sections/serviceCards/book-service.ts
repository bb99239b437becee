// The hand-off to the hosted checkout. The booking intent is recorded with our server first, but the
// visitor reaches the checkout whatever happens to that record: the sale matters more than the record.
import { loadHttp } from '../../lib/load-http.ts';
import { BOOKINGS_PATH, checkoutLinkProblem } from '../../shared/services/checkout-link.ts';
import { visitSource } from '../../lib/visit-source.ts';

/** Enough for a slow network; a hung server must not hold a buyer back for long. */
const BOOKING_TIMEOUT_MS = 8000;

export interface Booking {
  serviceIndex: number;
  /** The card's own checkout link, from services.json. */
  checkoutUrl: string;
  /** The hosts a checkout link may lead to (allowedCheckoutHosts of services.json). */
  allowedHosts: readonly string[];
}

/** Records the booking and returns where to go: the server's answer, or else the card's own link. */
export async function checkoutTarget({ serviceIndex, checkoutUrl, allowedHosts }: Booking): Promise<string> {
  try {
    const { http } = await loadHttp();
    const { data } = await http.post<{ checkoutUrl?: unknown }>(
      BOOKINGS_PATH,
      { serviceIndex, agreed: true, source: visitSource() },
      { timeout: BOOKING_TIMEOUT_MS },
    );
    const answer = data.checkoutUrl;
    if (typeof answer === 'string' && checkoutLinkProblem(answer, allowedHosts) === undefined) return answer;
    console.warn(
      `Booking of service ${serviceIndex}: the answer names no allowed checkout link; using the configured one.`,
    );
  } catch (error) {
    // A warning, not an error: the visitor is not affected, only our record is missing.
    console.warn(`Booking of service ${serviceIndex} could not be recorded; going to the checkout anyway.`, error);
  }
  return checkoutUrl;
}

/** Leaves for the checkout in the same tab, as the spec asks. */
export function goTo(url: string): void {
  window.location.assign(url);
}
