// Renders every route of the server bundle into dist/<path>/index.html, plus the 404 page. Each page
// carries inline what every page shares (the style sheet, the Speculation Rules, the script) and
// lists, in a JSON data block, the browser modules of its sections (the client.ts file of each type
// that has one, and every chunk file those load at once).
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeFile } from './write-file.ts';
import type * as ServerBundle from '../../src/entry-server.tsx';
import { PAGE_MODULES_ID, type PageModules } from '../../src/sections/page-modules.ts';

/** Vite's build manifest (.vite/manifest.json): each source module's chunk file and static imports. */
export type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** What was rendered, for the sitemap and the server's route list. */
export interface RenderedSite {
  /** Every prerendered path (routes and articles), not the 404 page. */
  paths: string[];
  /** The paths whose page shows a form. */
  formPages: string[];
  /** The file of the not-found page, relative to dist/. */
  notFound: string;
  redirects: { from: string; to: string }[];
  siteUrl: string;
}

/** The form renderer's module: a page whose island loads it shows a form. */
const FORM_MODULE_PREFIX = 'src/forms/';
const NOT_FOUND_FILE = '404.html';

function fillTemplate(template: string, head: string, html: string): string {
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/;

/** What every page carries inline (scripts/build/page-styles.ts, page-script.ts). */
export interface PageInlines {
  /** Elements for the head. */
  head: string[];
  /** The page's script, last in the body. */
  bodyEnd: string;
}

/**
 * The page's one script (entry-client.ts), which Vite links in the head, goes inline and last in the
 * body: nothing on the first screen waits for it (the menus and the text work without it).
 */
function scriptLast(template: string, script: string): string {
  const link = ENTRY_SCRIPT.exec(template);
  if (!link || ENTRY_SCRIPT.exec(template.replace(link[0], '')))
    throw new Error('expected one entry script in dist/index.html');
  return template.replace(link[0], '').replace('</body>', () => `  ${script}\n  </body>`);
}

function manifestEntry(manifest: Manifest, key: string) {
  const entry = manifest[key];
  // A module a section names (its client.ts, an island's modules()) that the build did not emit.
  if (!entry)
    throw new Error(
      `the build manifest has no chunk "${key}": a section declares a client without src/sections/<type>/client.ts, or names a module it does not load (src/sections/*/index.ts)`,
    );
  return entry;
}

/** The chunk files of these modules and of everything they import statically, each once. */
function chunkFiles(manifest: Manifest, modules: string[], seen = new Set<string>()): string[] {
  for (const key of modules) {
    const entry = manifestEntry(manifest, key);
    if (seen.has(entry.file)) continue;
    seen.add(entry.file);
    chunkFiles(manifest, entry.imports ?? [], seen);
  }
  return [...seen];
}

/** The data block naming a page's browser modules; none for a page whose sections run no code. */
export function pageModulesBlock(manifest: Manifest, page: ServerBundle.RenderedPage): string {
  if (page.clients.length === 0) return '';
  const clients = page.clients.map((client) => ({
    type: client.type,
    src: `/${manifestEntry(manifest, client.module).file}`,
  }));
  const files = chunkFiles(manifest, [...page.clients.map((client) => client.module), ...page.islandModules]);
  const modules: PageModules = { clients, preload: files.map((file) => `/${file}`) };
  // The JSON holds only type names and file paths: no "<" that could close the element.
  return `<script type="application/json" id="${PAGE_MODULES_ID}">${JSON.stringify(modules)}</script>`;
}

export interface PrerenderOptions {
  /** The client build (index.html, .vite/manifest.json), where the pages are written. */
  dist: string;
  /** The server-render bundle (entry-server.js). */
  ssrDir: string;
  /** What every page carries inline. */
  inlines: PageInlines;
  /** Told after each page, for a progress bar. */
  onPage?: (done: number, total: number) => void;
}

/** Renders every page of the built bundles into the client build's folder, each with what all pages share inline. */
export async function prerender({ dist, ssrDir, inlines, onPage }: PrerenderOptions): Promise<RenderedSite> {
  // The built bundle's exports are typed by its source (a type-only import), so the two cannot drift.
  const bundle = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as typeof ServerBundle;
  const template = scriptLast(readFileSync(join(dist, 'index.html'), 'utf8'), inlines.bodyEnd);
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const formPages: string[] = [];
  const render = async (path: string) => {
    const page = await bundle.render(path);
    if (page.islandModules.some((module) => module.startsWith(FORM_MODULE_PREFIX))) formPages.push(path);
    const head = [page.head, ...inlines.head, pageModulesBlock(manifest, page)].filter(Boolean).join('\n    ');
    return fillTemplate(template, head, page.html);
  };

  const paths = bundle.prerenderPaths();
  for (const [index, path] of paths.entries()) {
    writeFile(join(dist, path.slice(1), 'index.html'), await render(path));
    onPage?.(index + 1, paths.length);
  }
  writeFile(join(dist, NOT_FOUND_FILE), await render(bundle.notFoundProbePath));
  // The bare template would be an empty shell: "/" is a redirect, never this file.
  rmSync(join(dist, 'index.html'));
  return { paths, formPages, notFound: NOT_FOUND_FILE, redirects: bundle.redirects, siteUrl: bundle.siteUrl };
}
