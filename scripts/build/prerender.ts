// Renders every route of the server bundle into dist/<path>/index.html, plus the 404 page, the
// sitemap, robots.txt and the route list the server reads.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServicesConfig } from '../../src/sections/serviceCards/services-config.ts';
import { SERVICES_META, type ServiceCatalog } from '../../src/server/services/catalog.ts';
import { legalVersion, policyLinks } from '../config-check/service-checks.ts';
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

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

export const ROUTES_META = '.meta/routes.json';

function fillTemplate(template: string, head: string, html: string): string {
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
}

/** The chunk files of these modules and of everything they import statically, each once. */
function chunkFiles(manifest: Manifest, modules: string[], seen = new Set<string>()): string[] {
  for (const key of modules) {
    const entry = manifest[key];
    // A module named for modulepreload (a section's modules(), a page's config) that the build did not emit.
    if (!entry) throw new Error(`the build manifest has no chunk "${key}": fix the module path a section or page names for modulepreload (src/sections/*/index.ts)`);
    if (seen.has(entry.file)) continue;
    seen.add(entry.file);
    chunkFiles(manifest, entry.imports ?? [], seen);
  }
  return [...seen];
}

/** The style sheets of those chunks: linked in the HTML so lazily loaded sections paint styled at once. */
function chunkStyles(manifest: Manifest, files: string[]): string[] {
  const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));
  return [...new Set(files.flatMap((file) => byFile.get(file)?.css ?? []))];
}

function preloadLinks(manifest: Manifest, modules: string[], entryFiles: Set<string>): string {
  const files = chunkFiles(manifest, modules).filter((file) => !entryFiles.has(file));
  return [
    ...chunkStyles(manifest, files).map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...files.map((file) => `<link rel="modulepreload" href="/${file}">`),
  ].join('\n    ');
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

  // Chunks the HTML template loads already need no second link.
  const entryFiles = new Set(chunkFiles(manifest, Object.keys(manifest).filter((key) => (manifest[key] as { isEntry?: boolean }).isEntry)));
  const formPages: string[] = [];
  const render = async (path: string) => {
    const page = await bundle.render(path);
    if (page.configModules.some((module) => module.startsWith('src/forms/'))) formPages.push(path);
    const head = [page.head, preloadLinks(manifest, page.configModules, entryFiles)].filter(Boolean).join('\n    ');
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
  // What the server needs of the config: the forms it answers and the mailboxes it notifies.
  const formsDir = join(root, 'site-config/forms');
  for (const name of readdirSync(formsDir).filter((file) => file.endsWith('.json'))) {
    writeFile(join(dist, '.meta/forms', name), readFileSync(join(formsDir, name), 'utf8'));
  }
  const siteConfig = JSON.parse(readFileSync(join(root, 'site-config/site.json'), 'utf8')) as { contacts: { emails: object } };
  writeFile(join(dist, '.meta/mailboxes.json'), JSON.stringify(siteConfig.contacts.emails, null, 2));
  // What the server records with a booking: the services, the checkout allowlist, and the version of
  // each policy the agreement links to (the lastUpdated date of the linked page's legal text).
  const readConfig = <T>(path: string) => JSON.parse(readFileSync(join(root, 'site-config', path), 'utf8')) as T;
  const services = readConfig<ServicesConfig>('services.json');
  const routeTable = readConfig<{ routes: { path: string; page: string }[] }>('routes.json');
  const policyVersion = (href: string): string => {
    const page = routeTable.routes.find((route) => route.path === href)?.page;
    const version = page === undefined ? undefined : legalVersion(readConfig(`pages/${page}.json`));
    if (!version) throw new Error(`services.json: the policy link ${href} leads to no legal text with a lastUpdated date`);
    return version;
  };
  const catalog: ServiceCatalog = {
    checkoutMode: services.checkoutMode,
    currency: services.currency,
    allowedCheckoutHosts: services.allowedCheckoutHosts,
    policies: Object.fromEntries(policyLinks(services.agreement.label).map((link) => [link.policy, policyVersion(link.href)])) as ServiceCatalog['policies'],
    services: services.services.map(({ index, title, price, checkoutUrl }) => ({ index, title, price, checkoutUrl })),
  };
  writeFile(join(dist, SERVICES_META), JSON.stringify(catalog, null, 2));
  writeFile(join(dist, ROUTES_META), JSON.stringify({ pages: paths, formPages, redirects: bundle.redirects, notFound: '404.html', builtAt: new Date().toISOString() }, null, 2));
  return paths.length + 1;
}
