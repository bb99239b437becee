// A page's document, from what the server bundle rendered of it (scripts/build/render-worker.ts
// renders each page of the plan): it carries inline what every page shares (the style sheet, the
// Speculation Rules, the script) and lists, in a JSON data block, the browser modules of its sections
// (the client.ts file of each type that has one, and every chunk file those load at once).
import type * as ServerBundle from '../../src/entry-server.tsx';
import { PAGE_MODULES_ID, type PageModules } from '../../src/sections/page-modules.ts';

/** Vite's build manifest (.vite/manifest.json): each source module's chunk file and static imports. */
export type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** What was rendered, for the sitemap and the server's route list. */
export interface RenderedSite {
  /** Every prerendered path (routes, the later pages of blog lists, articles), not the 404 page. */
  paths: string[];
  /** The paths whose page shows a form. */
  formPages: string[];
  /** The file of the not-found page, relative to dist/. */
  notFound: string;
  /** The not-found page of each other language, by the start of its addresses ("/ar"). */
  notFoundIn: { prefix: string; file: string }[];
  redirects: { from: string; to: string }[];
  siteUrl: string;
}

/** The form renderer's module: a page whose island loads it shows a form. */
const FORM_MODULE_PREFIX = 'src/forms/';

function fillTemplate(template: string, head: string, html: string): string {
  // Replacer functions: a "$&" or "$$" in a page's text is text, not a replacement pattern.
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => html);
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/;

/**
 * The page's one script (entry-client.ts), which Vite links in the head, goes inline and last in the
 * body: nothing on the first screen waits for it (the menus and the text work without it).
 */
export function scriptLast(template: string, script: string): string {
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

/**
 * The links that fetch a language's web fonts as the page's head is read. Without them a font is
 * asked for only once the page is laid out, so its text is first painted in a fallback face and moves
 * when the font comes (font-display: swap): /ar/home's layout shifted 0.016 in Lighthouse.
 */
export function fontPreloads(fonts: readonly string[]): string {
  // A font is always fetched in CORS mode: a preload without crossorigin would not be the one used.
  return fonts.map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`).join('');
}

/** A rendered page in its document: the template with the page's head and body, and what every page
 *  carries inline; `fonts`, the web fonts of each language's pages (by language code), preloaded. */
export function pageDocument(
  template: string,
  headInlines: readonly string[],
  manifest: Manifest,
  page: ServerBundle.RenderedPage,
  fonts: Readonly<Record<string, readonly string[]>> = {},
): string {
  const head = [page.head, fontPreloads(fonts[page.lang] ?? []), ...headInlines, pageModulesBlock(manifest, page)]
    .filter(Boolean)
    .join('\n    ');
  return fillTemplate(template, head, page.html).replace(
    /<html lang="[^"]*">/,
    `<html lang="${page.lang}"${page.dir === 'rtl' ? ' dir="rtl"' : ''}>`,
  );
}

/** Whether a rendered page shows a form (its islands load the form renderer). */
export function showsForm(page: ServerBundle.RenderedPage): boolean {
  return page.islandModules.some((module) => module.startsWith(FORM_MODULE_PREFIX));
}
