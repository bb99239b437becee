/**
 * The one request a page's script makes to be counted (issue 43): when a page the browser prerendered
 * on the visitor's intent (speculation-rules.ts) is then shown. Its own request was fetched ahead and
 * is not counted (src/server/visits/view-rules.ts), so the page says it was seen: a POST of its path
 * and query, as text, to this address, which the server counts as a view of that page.
 */
export const VISIT_BEACON_PATH = '/api/visit';
/** The longest address the server counts, from the beacon or nginx's mirror. */
export const VISIT_URI_MAX = 2048;
