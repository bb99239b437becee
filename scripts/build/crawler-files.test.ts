import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS, sitemapFiles } from './crawler-files.ts';

const SITE = 'https://www.example.com';
const listed = (paths: string[]) => paths.map((path) => ({ path, alternates: [] }));
const urls = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap', () => {
  it('is one file of every path up to the protocol limit', () => {
    const paths = Array.from({ length: SITEMAP_MAX_URLS }, (_, index) => `/blog/a-${index}`);
    const files = sitemapFiles(SITE, listed(paths), '2026-01-02');
    expect(files.map((file) => file.name)).toEqual(['sitemap.xml']);
    expect(files[0]!.content).toContain('<urlset ');
    expect(urls(files[0]!.content)).toHaveLength(SITEMAP_MAX_URLS);
  });

  it('becomes an index of sitemaps of at most 50,000 paths each past the limit', () => {
    const paths = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, index) => `/blog/a-${index}`);
    const [index, ...parts] = sitemapFiles(SITE, listed(paths), '2026-01-02');
    expect(index!.name).toBe('sitemap.xml');
    expect(index!.content).toContain('<sitemapindex ');
    expect(urls(index!.content)).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`]);
    expect(parts.map((part) => part.name)).toEqual(['sitemap-1.xml', 'sitemap-2.xml']);
    expect(parts.map((part) => urls(part.content).length)).toEqual([SITEMAP_MAX_URLS, 1]);
    expect(parts.flatMap((part) => urls(part.content))).toEqual(paths.map((path) => SITE + path));
  });

  it("lists a page's versions in other languages as alternates, and only then names the xhtml namespace", () => {
    const alternates = [
      { hreflang: 'en', path: '/home' },
      { hreflang: 'ar', path: '/ar/home' },
      { hreflang: 'x-default', path: '/home' },
    ];
    const [file] = sitemapFiles(
      SITE,
      [
        { path: '/ar/home', alternates },
        { path: '/erp', alternates: [] },
      ],
      '2026-01-02',
    );
    expect(file!.content).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(file!.content).toContain(
      `<url><loc>${SITE}/ar/home</loc><lastmod>2026-01-02</lastmod><xhtml:link rel="alternate" hreflang="en" href="${SITE}/home"/><xhtml:link rel="alternate" hreflang="ar" href="${SITE}/ar/home"/><xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/home"/></url>`,
    );
    expect(file!.content).toContain(`<url><loc>${SITE}/erp</loc><lastmod>2026-01-02</lastmod></url>`);
    const [plain] = sitemapFiles(SITE, listed(['/erp']), '2026-01-02');
    expect(plain!.content).not.toContain('xhtml');
  });
});
