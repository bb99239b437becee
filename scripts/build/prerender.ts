// Renders every route of the server bundle into dist/<path>/index.html, plus the 404 page, the
// sitemap, robots.txt and the route list the server reads.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rssFeed } from './rss.ts';

interface RenderedPage {
  html: string;
  head: string;
  /** Source files of the lazily loaded config this page needs at hydration (e.g. site-config/pages/erp.json). */
  configModules: string[];
}

interface ServerBundle {
  render(path: string): Promise<RenderedPage>;
  prerenderPaths(): string[];
  notFoundProbePath: string;
  redirects: { from: string; to: string }[];
  siteUrl: string;
}

type Manifest = Record<string, { file: string }>;

export const ROUTES_META = '.meta/routes.json';

function fillTemplate(template: string, head: string, html: string): string {
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
}

function preloadLinks(manifest: Manifest, modules: string[]): string {
  return modules
    .map((source) => manifest[source]?.file)
    .filter((file): file is string => Boolean(file))
    .map((file) => `<link rel="modulepreload" href="/${file}">`)
    .join('\n    ');
}

function writeFile(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

export async function prerender(root: string): Promise<number> {
  const dist = join(root, 'dist');
  const bundle = (await import(pathToFileURL(join(root, 'dist-ssr/entry-server.js')).href)) as ServerBundle;
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

  const render = async (path: string) => {
    const page = await bundle.render(path);
    const head = [page.head, preloadLinks(manifest, page.configModules)].filter(Boolean).join('\n    ');
    return fillTemplate(template, head, page.html);
  };

  const paths = bundle.prerenderPaths();
  for (const path of paths) writeFile(join(dist, path.slice(1), 'index.html'), await render(path));
  writeFile(join(dist, '404.html'), await render(bundle.notFoundProbePath));
  // The bare template would be an empty shell: "/" is a redirect, never this file.
  rmSync(join(dist, 'index.html'));

  const today = new Date().toISOString().slice(0, 10);
  const urls = paths.map((path) => `  <url><loc>${bundle.siteUrl}${path}</loc><lastmod>${today}</lastmod></url>`);
  writeFile(join(dist, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  writeFile(join(dist, 'blog/rss.xml'), rssFeed(root));
  writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${bundle.siteUrl}/sitemap.xml\n`);
  writeFile(join(dist, ROUTES_META), JSON.stringify({ pages: paths, redirects: bundle.redirects, notFound: '404.html', builtAt: new Date().toISOString() }, null, 2));
  return paths.length + 1;
}
