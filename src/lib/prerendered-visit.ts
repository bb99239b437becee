// A page prerendered for a likely next click (the site's speculation rules) is fetched with
// Sec-Purpose: prerender, which the server does not count: the visitor may never see it. When it is
// shown (the browser activates it: `prerenderingchange`, which comes once), this sends the one
// beacon that counts it, so a page reached through a prerender counts once and one never shown not
// at all. A page loaded the ordinary way sends nothing: its own request was counted. Written small:
// it is in every page's inline script, and the sign-up page's budget has a few dozen bytes to spare
// (the server bounds the address it is sent, src/server/visits/visit-routes.ts).
import { VISIT_BEACON_PATH } from '../shared/visit-beacon.ts';

/** `prerendering` and its event are not in TypeScript's DOM types yet; browsers without them never prerender. */
type PrerenderingDocument = Document & { prerendering?: boolean; onprerenderingchange?: () => void };

export function countPrerenderedVisit(document: PrerenderingDocument): void {
  // A text body keeps the beacon a simple request (no preflight), same origin, under connect-src 'self'.
  if (document.prerendering)
    document.onprerenderingchange = () => navigator.sendBeacon(VISIT_BEACON_PATH, location.pathname + location.search);
}
