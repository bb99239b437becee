// Which requests are views of a page, and what a view is counted under (issue 43). A view is a GET of
// a page of the live build by a browser that is no bot and is not fetching ahead (a prefetch or a
// prerender the visitor may never see); the editor's preview (/preview/, /admin) never reaches here.
// What is kept of it: the page, the host of a referring site (never its path), the campaign of the
// address (utm_*), the device class. The address and browser only make the day's visitor hash, and
// not at all for a browser that sends Do-Not-Track or Global Privacy Control: its view is counted,
// the visitor is not.
import Bowser from 'bowser';
import { isbot } from 'isbot';
import { campaignOf, cleanHost } from '../../shared/lead-source.ts';
import type { ViewKey } from '../store/index.ts';

/** What a view is counted under, without its day. */
export type ViewParts = Omit<ViewKey, 'day'>;

/** The request's facts a view is judged by (from a page's request, or nginx's mirror of one). */
export interface ViewRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The page's path (already matched to a page of the build). */
  path: string;
  /** The address's query, with or without its '?'. */
  query: string;
  ip: string;
}

/** A view to count, with what tells its visitor apart today (undefined: not to be told apart). */
export interface View {
  parts: ViewParts;
  visitor: string | undefined;
}

const DEVICES = new Set(['desktop', 'mobile', 'tablet']);

function header(request: ViewRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** Fetched ahead of a visit: Chromium's Sec-Purpose (prefetch, prerender), older Purpose and X-Moz, Safari's X-Purpose. */
function fetchedAhead(request: ViewRequest): boolean {
  return (
    /prefetch|prerender/i.test(header(request, 'sec-purpose')) ||
    /prefetch/i.test(header(request, 'purpose')) ||
    /prefetch/i.test(header(request, 'x-moz')) ||
    /preview/i.test(header(request, 'x-purpose'))
  );
}

/** The host of a referring site: another host than the request's, cleaned (lead-source.ts); '' for none. */
function referringHost(request: ViewRequest): string {
  const referer = header(request, 'referer');
  if (!referer) return '';
  try {
    const from = new URL(referer);
    // This site's own pages are no referring site, whatever port either names.
    const ownHost = header(request, 'host').replace(/:\d+$/, '').toLowerCase();
    if (!/^https?:$/.test(from.protocol) || from.hostname === ownHost) return '';
    return cleanHost(from.hostname) ?? '';
  } catch {
    return '';
  }
}

/** The view the request is, or undefined when it is none. */
export function viewOf(request: ViewRequest): View | undefined {
  if (request.method !== 'GET') return undefined;
  const agent = header(request, 'user-agent');
  if (agent === '' || isbot(agent) || fetchedAhead(request)) return undefined;
  const type = Bowser.parse(agent).platform.type ?? '';
  const campaign = campaignOf(request.query);
  const privacy = header(request, 'dnt') === '1' || header(request, 'sec-gpc') === '1';
  return {
    parts: {
      path: request.path,
      referrerHost: referringHost(request),
      utmSource: campaign.utmSource ?? '',
      utmMedium: campaign.utmMedium ?? '',
      utmCampaign: campaign.utmCampaign ?? '',
      device: DEVICES.has(type) ? type : 'other',
    },
    visitor: privacy ? undefined : `${request.ip}\u0000${agent}`,
  };
}
