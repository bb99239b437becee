// The hand-off to the hosted checkout. The booking intent is recorded with our server first, but the
// visitor reaches the checkout whatever happens to that record: the sale matters more than the record.
import { BOOKINGS_PATH, checkoutLinkProblem } from '../../shared/services/checkout-link.ts';
import { servicesConfig, type ServiceOffering } from './services-config.ts';

/** Enough for a slow network; a hung server must not hold a buyer back for long. */
const BOOKING_TIMEOUT_MS = 8000;

/** axios (with the anti-forgery header) loads when a visitor gets ready to book, not with every page. */
export const loadHttp = () => import('../../lib/http.ts');

/** Records the booking and returns where to go: the server's answer, or else the card's own link. */
export async function checkoutTarget(service: ServiceOffering): Promise<string> {
  try {
    const { http } = await loadHttp();
    const { data } = await http.post<{ checkoutUrl?: unknown }>(BOOKINGS_PATH, { serviceIndex: service.index, agreed: true }, { timeout: BOOKING_TIMEOUT_MS });
    const answer = data.checkoutUrl;
    if (typeof answer === 'string' && checkoutLinkProblem(answer, servicesConfig.allowedCheckoutHosts) === undefined) return answer;
    console.warn(`Booking of service ${service.index}: the answer names no allowed checkout link; using the configured one.`);
  } catch (error) {
    // A warning, not an error: the visitor is not affected, only our record is missing.
    console.warn(`Booking of service ${service.index} could not be recorded; going to the checkout anyway.`, error);
  }
  return service.checkoutUrl;
}

/** Leaves for the checkout in the same tab, as the spec asks. */
export function goTo(url: string): void {
  window.location.assign(url);
}
