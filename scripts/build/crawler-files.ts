// What search engines read besides the pages: the sitemap of every prerendered path and robots.txt.
// (The blog's feed is rss.ts.)

/** The sitemap protocol's limit of addresses in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export interface CrawlerFile {
  /** Its name at the site's root. */
  name: string;
  content: string;
}

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
/** Google's extension for a page's versions in other languages (xhtml:link rel="alternate" hreflang). */
const XHTML_NAMESPACE = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

/** A page the sitemap lists, with its address in each language that has it (none for a site of one language). */
export interface SitemapEntry {
  path: string;
  alternates: { hreflang: string; path: string }[];
}

/** One sitemap of these pages, with the day of the build as their last change. */
function urlSet(siteUrl: string, entries: readonly SitemapEntry[], today: string): string {
  const urls = entries.map(({ path, alternates }) => {
    const links = alternates.map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${siteUrl}${alternate.path}"/>`,
    );
    return `  <url><loc>${siteUrl}${path}</loc><lastmod>${today}</lastmod>${links.join('')}</url>`;
  });
  const namespaces = entries.some((entry) => entry.alternates.length > 0)
    ? `${NAMESPACE} ${XHTML_NAMESPACE}`
    : NAMESPACE;
  return `${XML}<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * sitemap.xml with every path; past the protocol's limit, sitemap.xml is an index of sitemap-1.xml,
 * sitemap-2.xml, … of up to SITEMAP_MAX_URLS paths each (robots.txt names sitemap.xml either way).
 */
export function sitemapFiles(
  siteUrl: string,
  paths: readonly SitemapEntry[],
  today: string,
  max = SITEMAP_MAX_URLS,
): CrawlerFile[] {
  if (paths.length <= max) return [{ name: 'sitemap.xml', content: urlSet(siteUrl, paths, today) }];
  const parts = Array.from({ length: Math.ceil(paths.length / max) }, (_, index) => ({
    name: `sitemap-${index + 1}.xml`,
    content: urlSet(siteUrl, paths.slice(index * max, (index + 1) * max), today),
  }));
  const entries = parts.map(
    (part) => `  <sitemap><loc>${siteUrl}/${part.name}</loc><lastmod>${today}</lastmod></sitemap>`,
  );
  return [
    { name: 'sitemap.xml', content: `${XML}<sitemapindex ${NAMESPACE}>\n${entries.join('\n')}\n</sitemapindex>\n` },
    ...parts,
  ];
}

/** robots.txt: everything may be crawled except the API and the editors' /admin; the sitemap's address. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
