import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS, sitemapFiles } from './crawler-files.ts';

const SITE = 'https://www.example.com';
const urls = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap', () => {
  it('is one file of every path up to the protocol limit', () => {
    const paths = Array.from({ length: SITEMAP_MAX_URLS }, (_, index) => `/blog/a-${index}`);
    const files = sitemapFiles(SITE, paths, '2026-01-02');
    expect(files.map((file) => file.name)).toEqual(['sitemap.xml']);
    expect(files[0]!.content).toContain('<urlset ');
    expect(urls(files[0]!.content)).toHaveLength(SITEMAP_MAX_URLS);
  });

  it('becomes an index of sitemaps of at most 50,000 paths each past the limit', () => {
    const paths = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, index) => `/blog/a-${index}`);
    const [index, ...parts] = sitemapFiles(SITE, paths, '2026-01-02');
    expect(index!.name).toBe('sitemap.xml');
    expect(index!.content).toContain('<sitemapindex ');
    expect(urls(index!.content)).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`]);
    expect(parts.map((part) => part.name)).toEqual(['sitemap-1.xml', 'sitemap-2.xml']);
    expect(parts.map((part) => urls(part.content).length)).toEqual([SITEMAP_MAX_URLS, 1]);
    expect(parts.flatMap((part) => urls(part.content))).toEqual(paths.map((path) => SITE + path));
  });
});
