/**
 * What the build writes under dist/.meta/ for the server and the tools, and the shape of each file.
 * The server never reads site-config/: it answers with exactly what the visitor's pages were built
 * from. (Files under .meta are not served: dot files are refused.)
 */
import type { SiteLanguage } from './generated/config-types.ts';
import type { PolicyKey } from './services/policies.ts';

/** The route list: every prerendered page, which of them show a form, the redirects, the 404 page. */
export const ROUTES_META = '.meta/routes.json';

export interface RoutesMeta {
  /** Every prerendered path, routes and blog articles. */
  pages: string[];
  /** The paths whose page shows a form (they have a larger script budget). */
  formPages: string[];
  redirects: { from: string; to: string }[];
  /** The file of the not-found page, relative to dist/. */
  notFound: string;
  /** The not-found page of each language other than the main one, by the start of its addresses
   *  ("/ar": ar/404.html). Absent from older builds and from sites of one language. */
  notFoundIn?: { prefix: string; file: string }[];
  builtAt: string;
  /**
   * The addresses of pages and articles whose show-until date has passed: answered 410 Gone with the
   * not-found page, or redirected (302) where the marketer chose (`to`). Absent from older builds.
   */
  gone?: { path: string; to?: string }[];
  /**
   * The moment the content's show-from and show-until dates were judged at, and the next moment one
   * of them changes what the site shows (null: none ahead). Absent from older builds.
   */
  contentDates?: { visibleAt: string; next: string | null };
}

/** The folder of the form definitions (FormDefinition): one <form id>.json per form, as in site-config/forms/. */
export const FORMS_META_DIR = '.meta/forms';

/** The file of one form's definition under dist/. */
export function formMetaFile(formId: string): string {
  return `${FORMS_META_DIR}/${formId}.json`;
}

/** The file of one form's definition in another language than the main one (its translation in
 *  place: src/shared/translation.ts, translatedForm), for a language that translates it. */
export function translatedFormMetaFile(code: string, formId: string): string {
  return `${FORMS_META_DIR}/${code}/${formId}.json`;
}

/** The mailboxes forms send to (site.json's contacts.emails). */
export const MAILBOXES_META = '.meta/mailboxes.json';

export interface Mailboxes {
  support: string;
  sales: string;
  info: string;
}

/** What the server needs of site.json beyond the mailboxes: the locale its texts (e.g. the NDA's date) are written in. */
export const SITE_META = '.meta/site.json';

export interface SiteMeta {
  /** site.json's seo.locale, e.g. en_US. */
  locale: string;
  /** site.json's timeZone (UTC when it names none); absent from builds made before it existed. */
  timeZone?: string;
  /** The site's languages, the main one first (src/shared/language-paths.ts, languagesOf): a form
   *  sent from a page of one of them is stored and answered in it. Absent from older builds. */
  languages?: SiteLanguage[];
}

/** The paid services catalog: what a booking is recorded with, never what the request says. */
export const SERVICES_META = '.meta/services.json';

export interface CatalogService {
  index: number;
  title: string;
  price: number;
  checkoutUrl: string;
}

export interface ServiceCatalog {
  checkoutMode: 'test' | 'live';
  currency: string;
  allowedCheckoutHosts: string[];
  /** The version (the legal text's lastUpdated date) of each policy a visitor agrees to. */
  policies: Record<PolicyKey, string>;
  services: CatalogService[];
}

/** What the pages carry inline, for the Content-Security-Policy: the hashes ('sha256-…') of the one
 *  style sheet and the scripts (the page's module, the Speculation Rules) every page inlines, the
 *  same on every page. */
export const CSP_META = '.meta/csp.json';

export interface CspMeta {
  styleHashes: string[];
  scriptHashes: string[];
}
