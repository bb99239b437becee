// A page prerendered for a likely next click (the site's speculation rules) is fetched with
// Sec-Purpose: prerender, which the server does not count: the visitor may never see it. When it is
// shown (the browser activates it: `prerenderingchange`), this sends the one beacon that counts it,
// so a page reached through a prerender counts once and one never shown not at all. A page loaded
// the ordinary way sends nothing: its own request was counted.
import { VISIT_BEACON_PATH, VISIT_URI_MAX } from '../shared/visit-beacon.ts';

/** `prerendering` is not in TypeScript's DOM types yet; browsers without it never prerender. */
type PrerenderingDocument = Document & { prerendering?: boolean };

export function countPrerenderedVisit(document: PrerenderingDocument): void {
  if (document.prerendering !== true) return;
  document.addEventListener(
    'prerenderingchange',
    () => {
      const { pathname, search } = document.location;
      const uri = pathname + search;
      // A text body keeps the beacon a simple request (no preflight), same origin, under connect-src 'self'.
      if (uri.length <= VISIT_URI_MAX) navigator.sendBeacon(VISIT_BEACON_PATH, uri);
    },
    { once: true },
  );
}
