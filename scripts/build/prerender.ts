// Renders every route of the server bundle into dist/<path>/index.html, plus the 404 page, each with
// modulepreload (and style sheet) links to the lazily loaded chunks its page needs at hydration.
import { readFileSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { writeFile } from './write-file.ts';

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

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

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

/** The form renderer's module: a page that preloads it shows a form. */
const FORM_MODULE_PREFIX = 'src/forms/';
const NOT_FOUND_FILE = '404.html';

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

export interface PrerenderOptions {
  root: string;
  /** The client build (index.html, .vite/manifest.json), where the pages are written. */
  dist: string;
  /** The server-render bundle (entry-server.js). */
  ssrDir: string;
  /** The config folder the bundles were built from. */
  configDir: string;
  /** Told after each page, for a progress bar. */
  onPage?: (done: number, total: number) => void;
}

/** The manifest names config modules by their path from the root; pages name them as site-config/… whatever folder was built. */
function manifestKeys(root: string, configDir: string): (module: string) => string {
  const prefix = `${SITE_CONFIG_DIR}/`;
  const actual = `${relative(root, configDir).split(sep).join('/')}/`;
  return (module) => (module.startsWith(prefix) ? actual + module.slice(prefix.length) : module);
}

function preloadLinks(manifest: Manifest, modules: string[], entryFiles: Set<string>): string {
  const files = chunkFiles(manifest, modules).filter((file) => !entryFiles.has(file));
  return [
    ...chunkStyles(manifest, files).map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...files.map((file) => `<link rel="modulepreload" href="/${file}">`),
  ].join('\n    ');
}

/** Renders every page of the built bundles into the client build's folder. */
export async function prerender({ root, dist, ssrDir, configDir, onPage }: PrerenderOptions): Promise<RenderedSite> {
  const bundle = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerBundle;
  const keyOf = manifestKeys(root, configDir);
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

  // Chunks the HTML template loads already need no second link.
  const entryFiles = new Set(chunkFiles(manifest, Object.keys(manifest).filter((key) => manifest[key]!.isEntry)));
  const formPages: string[] = [];
  const render = async (path: string) => {
    const page = await bundle.render(path);
    if (page.configModules.some((module) => module.startsWith(FORM_MODULE_PREFIX))) formPages.push(path);
    const head = [page.head, preloadLinks(manifest, page.configModules.map(keyOf), entryFiles)].filter(Boolean).join('\n    ');
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
