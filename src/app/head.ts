// The <head> of a page: title, meta, canonical URL, Open Graph and JSON-LD, written into the
// prerendered HTML (each page is its own document).
import { language, languages, site } from '../config/site-config.ts';
import { BLOG_FEED_PATH } from '../shared/blog-paths.ts';
import { pathIn } from '../shared/language-paths.ts';
import { sectionStructuredData } from '../sections/registry.ts';
import { fillPageLabel, type ListPagePosition } from '../shared/blog-list.ts';
import { altText } from '../shared/image-alt.ts';
import type { PageConfig } from '../shared/generated/config-types.ts';

export interface HeadData {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  image: string;
  imageAlt: string;
  ogType?: 'website' | 'article';
  /** The page in each language it is translated into, and x-default, as full URLs (none when it has one language). */
  alternates?: Alternate[];
  /** Its language as link previews name it (en_US). */
  ogLocale?: string;
  /** The newer and the older page of a paged list, as full URLs. */
  prev?: string;
  next?: string;
  structuredData: Record<string, unknown>[];
}

export function fullTitle(title: string): string {
  return site.seo.titleTemplate.replace('{title}', title);
}

export function organizationData(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand.name,
    legalName: site.brand.legalName,
    url: site.siteUrl,
    logo: site.siteUrl + site.brand.logo.src,
    foundingDate: String(site.brand.foundedYear),
    email: site.contacts.emails.info,
    sameAs: site.social.map((link) => link.href),
    address: site.contacts.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.addressLines.join(', '),
      addressCountry: office.countryCode,
    })),
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'sales', email: site.contacts.emails.sales },
      { '@type': 'ContactPoint', contactType: 'customer support', email: site.contacts.emails.support },
    ],
  };
}

export function websiteData(): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@type': 'WebSite', name: site.brand.name, url: site.siteUrl };
}

/** One language's version of a page: its hreflang (a language code, or x-default) and address. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** Where a page lives: its own address (canonical) and its translations', as paths of the site. */
export interface PageAddresses {
  canonical: string;
  alternates: Alternate[];
}

/** A page of a paged list: where it sits, and the title template of the pages after the first. */
export interface ListPageHead {
  position: ListPagePosition;
  pageTitle: string;
}

export function headFor(page: PageConfig, addresses: PageAddresses | undefined, list?: ListPageHead): HeadData {
  const image = page.image ?? site.seo.defaultImage;
  const extra = (page.structuredData ?? []).map((data) => ({ '@context': 'https://schema.org', ...data }));
  const title =
    list && list.position.page > 1
      ? fillPageLabel(list.pageTitle, { ...list.position, title: page.title })
      : page.title;
  return {
    title: fullTitle(title),
    description: page.description,
    keywords: page.keywords.join(', '),
    canonical: addresses ? site.siteUrl + addresses.canonical : '',
    ...(addresses?.alternates.length
      ? { alternates: addresses.alternates.map(({ hreflang, href }) => ({ hreflang, href: site.siteUrl + href })) }
      : {}),
    image: site.siteUrl + image.src,
    imageAlt: altText(image),
    ...(list?.position.prev ? { prev: site.siteUrl + list.position.prev } : {}),
    ...(list?.position.next ? { next: site.siteUrl + list.position.next } : {}),
    structuredData: [organizationData(), websiteData(), ...extra, ...sectionStructuredData(page.sections)],
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside <script> must not be able to close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function headHtml(head: HeadData): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="keywords" content="${escapeHtml(head.keywords)}">`,
    `<meta name="title" content="${escapeHtml(head.title)}">`,
    head.canonical
      ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">`
      : '<meta name="robots" content="noindex">',
    ...(head.alternates ?? []).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
    ),
    head.prev ? `<link rel="prev" href="${escapeHtml(head.prev)}">` : '',
    head.next ? `<link rel="next" href="${escapeHtml(head.next)}">` : '',
    `<meta name="theme-color" content="${escapeHtml(site.theme.colors.primary ?? '#ffffff')}">`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.brand.name)}">`,
    `<meta property="og:locale" content="${escapeHtml(head.ogLocale ?? site.seo.locale)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}">` : '',
    `<meta property="og:image" content="${escapeHtml(head.image)}">`,
    // A decorative picture has no words to give.
    head.imageAlt ? `<meta property="og:image:alt" content="${escapeHtml(head.imageAlt)}">` : '',
    `<meta name="twitter:card" content="summary_large_image">`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(site.blogFeed.title)}" href="${pathIn(languages, language.code, BLOG_FEED_PATH)}">`,
    ...head.structuredData.map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
