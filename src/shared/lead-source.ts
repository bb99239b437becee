/**
 * A lead's source (issue 43): the page a form was sent from, the page its visit began on, the site
 * that referred the visit (its host only) and the visit's campaign (utm_source, utm_medium,
 * utm_campaign of the address it began at). Carried without cookies: the form's script reads its own
 * page's address and document.referrer (src/lib/visit-source.ts), a form sent without its script
 * gives the Referer header of its post; nothing of it is ever put into an address the site makes.
 *
 * The rules, the same in the browser (which cleans before it sends) and on the server (which refuses
 * a body that breaks them, and cleans what it takes from a header):
 * - a page is a path of this site, as the URL parser writes it (percent-encoded, no query, no
 *   fragment), at most MAX_PATH characters, else it is left out (a cut path would name another page);
 * - a referring host is a host name (letters, digits, dots and dashes, as the URL parser lower-cases
 *   and punycodes it), at most MAX_HOST characters, else left out; a page of this site is no referrer;
 * - a campaign value is plain text: invisible and control characters removed, compatibility forms
 *   folded (NFKC), runs of spaces made one, then cut to MAX_CAMPAIGN characters; empty, it is left out.
 *   It stays text: whatever it says (markup included) is escaped wherever it is shown.
 */
import { plainText } from './forms/text-formats.ts';

export interface LeadSource {
  /** The path of the page the form was sent from. */
  page?: string;
  /** The path of the page the visit began on (as far as the site could tell). */
  landingPage?: string;
  /** The host of the site that referred the visit. */
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

/** The field of a form's body (beside the form's own fields) and of a booking that carries the source. */
export const SOURCE_FIELD = 'source';

export const MAX_PATH = 300;
export const MAX_HOST = 253;
export const MAX_CAMPAIGN = 100;

/** The characters of a path as the URL parser writes one (RFC 3986's pchar and the slash). */
const PATH_PATTERN = "^/[A-Za-z0-9\\-._~!$&'()*+,;=:@/%]*$";
const HOST_PATTERN = '^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$';
/** No control character (C0, DEL, C1): what cleaning removes. */
const CAMPAIGN_PATTERN = '^[^\\u0000-\\u001f\\u007f-\\u009f]+$';

const CAMPAIGN_KEYS = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' } as const;

/** The JSON Schema of the source a body may carry: these fields only, each in its bounds. */
export const leadSourceSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'string', maxLength: MAX_PATH, pattern: PATH_PATTERN },
    landingPage: { type: 'string', maxLength: MAX_PATH, pattern: PATH_PATTERN },
    referrerHost: { type: 'string', maxLength: MAX_HOST, pattern: HOST_PATTERN },
    utmSource: { type: 'string', maxLength: MAX_CAMPAIGN, pattern: CAMPAIGN_PATTERN },
    utmMedium: { type: 'string', maxLength: MAX_CAMPAIGN, pattern: CAMPAIGN_PATTERN },
    utmCampaign: { type: 'string', maxLength: MAX_CAMPAIGN, pattern: CAMPAIGN_PATTERN },
  },
} as const;

const pathRule = new RegExp(PATH_PATTERN);
const hostRule = new RegExp(HOST_PATTERN);
// Control characters (Cc) go with the invisible ones plainText removes; any run of white space is one space.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** A path as the rules keep it, or undefined. */
export function cleanPath(path: string): string | undefined {
  return path.length <= MAX_PATH && pathRule.test(path) ? path : undefined;
}

/** A host as the rules keep it, or undefined. */
export function cleanHost(host: string): string | undefined {
  const lower = host.toLowerCase();
  return lower.length <= MAX_HOST && hostRule.test(lower) ? lower : undefined;
}

/** A campaign value as the rules keep it, or undefined when nothing is left. */
export function cleanCampaign(value: string): string | undefined {
  // Cut before the work too, so a forged value of any size costs no more than a long one.
  const plain = plainText(value.slice(0, MAX_CAMPAIGN * 4))
    .replace(CONTROL, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = [...plain].slice(0, MAX_CAMPAIGN).join('').trim();
  return cut === '' ? undefined : cut;
}

/** The campaign named by an address's query (?utm_source=…), cleaned. */
export function campaignOf(search: string): Pick<LeadSource, keyof typeof CAMPAIGN_KEYS> {
  const query = new URLSearchParams(search);
  const campaign: Pick<LeadSource, keyof typeof CAMPAIGN_KEYS> = {};
  for (const [key, name] of Object.entries(CAMPAIGN_KEYS) as [keyof typeof CAMPAIGN_KEYS, string][]) {
    const value = query.get(name);
    const cleaned = value === null ? undefined : cleanCampaign(value);
    if (cleaned !== undefined) campaign[key] = cleaned;
  }
  return campaign;
}

function parsed(address: string, base?: string): URL | undefined {
  try {
    return new URL(address, base);
  } catch {
    return undefined;
  }
}

/** What a visit's start tells of it: where it began, who referred it, its campaign. */
export type VisitStart = Omit<LeadSource, 'page'>;

/**
 * The start of a visit as seen from a page of it: `here` the page's address, `referrer` what the
 * browser says referred it (document.referrer: '' for none). Another site's referrer (or none) means
 * the visit begins here, with this address's campaign. A page of this site as referrer means it began
 * there or before: that page is the best known start, with its address's campaign, and the site that
 * referred it is not known.
 */
export function visitStartFrom(here: string, referrer: string): VisitStart {
  const page = parsed(here);
  if (!page) return {};
  const from = referrer === '' ? undefined : parsed(referrer);
  const internal = from !== undefined && from.origin === page.origin;
  const start = internal ? from : page;
  const landingPage = cleanPath(start.pathname);
  const referrerHost = from && !internal && /^https?:$/.test(from.protocol) ? cleanHost(from.hostname) : undefined;
  return {
    ...(landingPage ? { landingPage } : {}),
    ...(referrerHost ? { referrerHost } : {}),
    ...campaignOf(start.search),
  };
}

/**
 * What a form sent without its script tells of its source: the page of the Referer header (the
 * browser's, same-origin by the anti-forgery check) and that page's campaign. The visit's start and
 * its referrer are not known then.
 */
export function sourceFromReferer(referer: string | undefined): LeadSource {
  const from = referer ? parsed(referer) : undefined;
  if (!from) return {};
  const page = cleanPath(from.pathname);
  return { ...(page ? { page } : {}), ...campaignOf(from.search) };
}

/** Whether a source says anything. */
export function isEmptySource(source: LeadSource | undefined): boolean {
  return source === undefined || Object.values(source).every((value) => value === undefined);
}
