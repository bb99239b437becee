// What search engines read besides the pages: the sitemap of every prerendered path and robots.txt.
// (The blog's feed is rss.ts.)

/** sitemap.xml: every path, with the day of the build as its last change. */
export function sitemapXml(siteUrl: string, paths: readonly string[], today: string): string {
  const urls = paths.map((path) => `  <url><loc>${siteUrl}${path}</loc><lastmod>${today}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled except the API and the editors' /admin; the sitemap's address. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
