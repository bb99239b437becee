// The site's two bundles, kept in a cache (node_modules/.cache/site-bundles/<key>/) by a key made
// of the code's fingerprint and the config files the bundles took in (bundle-inputs.ts):
//   client/  the browser build: index.html (the page template), .vite/manifest.json, assets/ (each
//            file with its compressed copies) and the public files;
//   ssr/     the server-render bundle (entry-server.js) and the site's one style sheet.
// A build reuses cached bundles when the key is the same: the code and the bundles' config inputs
// (site.json, forms/) did not change; a publish that changed pages and articles bundles nothing. A folder of the cache is
// written elsewhere and renamed into place whole, and never changed after: a build that linked its
// files keeps them as they were.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { configInputsPlugin, inputHash, sha256, type ConfigInput } from './bundle-inputs.ts';
import { isCompressible } from './precompress.ts';
import type { BuildPool } from './render-pool.ts';
import { ssrConfigPlugin } from './ssr-config-plugin.ts';
import { noClientCssPlugin } from '../vite-no-client-css-plugin.ts';

export interface SiteBundles {
  key: string;
  /** The config inputs the key was made of. */
  inputs: ConfigInput[];
  clientDir: string;
  ssrDir: string;
}

/** The cache, in the project (the server bundle finds React and the rest in its node_modules/);
 *  SITE_BUNDLE_CACHE names another folder in it (npm run bench:scale starts from an empty one). */
const CACHE_DIR = process.env.SITE_BUNDLE_CACHE ?? 'node_modules/.cache/site-bundles';
const INPUTS_FILE = 'inputs.json';
/** Bundle folders kept besides the newest: enough for the builds that may run at once. */
const KEPT = 4;

export function bundleKey(code: string, configDir: string, inputs: readonly ConfigInput[]): string {
  const hashes = [...inputs].sort().map((input) => [input, inputHash(configDir, input)]);
  return sha256(JSON.stringify([code, hashes]));
}

function bundlesAt(dir: string, key: string, inputs: ConfigInput[]): SiteBundles {
  return { key, inputs, clientDir: join(dir, 'client'), ssrDir: join(dir, 'ssr') };
}

/**
 * Bundles in the cache that are right for this code and config: a folder whose recorded inputs, hashed
 * in this config, give its own key. Same code and same inputs make the same bundles, so a second build
 * of a config (and a publish that changed pages and articles only) bundles nothing.
 */
export function cachedBundles(root: string, code: string, configDir: string): SiteBundles | undefined {
  const cache = resolve(root, CACHE_DIR);
  if (!existsSync(cache)) return undefined;
  for (const key of readdirSync(cache).filter((name) => !name.startsWith('.'))) {
    const dir = join(cache, key);
    let inputs: ConfigInput[];
    try {
      inputs = JSON.parse(readFileSync(join(dir, INPUTS_FILE), 'utf8')) as ConfigInput[];
    } catch {
      continue;
    }
    if (bundleKey(code, configDir, inputs) !== key) continue;
    // Used now: the cache keeps the folders used last.
    const now = new Date();
    utimesSync(dir, now, now);
    return bundlesAt(dir, key, inputs);
  }
  return undefined;
}

/** Every file of a folder, relative to it. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** Builds both bundles for a config folder into the cache (the pool compresses the browser files meanwhile). */
export async function buildBundles(
  root: string,
  configDir: string,
  code: string,
  pool: BuildPool,
): Promise<SiteBundles> {
  const cache = resolve(root, CACHE_DIR);
  const building = join(cache, `.building-${process.pid}-${Date.now()}`);
  mkdirSync(building, { recursive: true });
  try {
    const { build, mergeConfig } = await import('vite');
    const { siteViteConfig } = await import('../../vite.config.ts');
    const viteConfig = (options: object) =>
      mergeConfig(siteViteConfig(`${configDir}/`), { root, configFile: false, logLevel: 'warn', ...options });
    const browserInputs = new Set<ConfigInput>();
    const serverInputs = new Set<ConfigInput>();
    // The browser bundle: the page's script (index.html's entry-client.ts, which every page carries
    // inline) and, each an entry of its own that keeps its default export, the browser module
    // (client.ts) of every section type that runs in the browser.
    const sectionsDir = resolve(root, 'src/sections');
    const sectionClients = readdirSync(sectionsDir)
      .map((type) => join(sectionsDir, type, 'client.ts'))
      .filter((file) => existsSync(file));
    const clientDir = join(building, 'client');
    // The two bundles build at once (the bundler's own threads share the cores), and the browser
    // files served as they are get their compressed copies while the server bundle builds.
    const browser = build(
      viteConfig({
        plugins: [noClientCssPlugin(), configInputsPlugin(configDir, 'browser', browserInputs)],
        build: {
          outDir: clientDir,
          emptyOutDir: true,
          rolldownOptions: {
            input: [resolve(root, 'index.html'), ...sectionClients],
            preserveEntrySignatures: 'exports-only',
          },
        },
      }),
    ).then(() =>
      pool.compress(
        filesOf(clientDir)
          .filter((file) => file !== 'index.html' && isCompressible(file, statSync(join(clientDir, file)).size))
          .map((file) => ({ file: join(clientDir, file), relative: file })),
      ),
    );
    // The server-render bundle, and with it the site's one style sheet: every style sheet the
    // components import, in one minified file (cssCodeSplit off), which each page inlines.
    const server = build(
      viteConfig({
        plugins: [ssrConfigPlugin(root, configDir), configInputsPlugin(configDir, 'server-render', serverInputs)],
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: join(building, 'ssr'),
          manifest: false,
          emptyOutDir: true,
          ssrEmitAssets: true,
          cssCodeSplit: false,
          cssMinify: true,
          copyPublicDir: false,
        },
      }),
    );
    // Both settled before the folder is removed on a failure.
    const [browserDone, serverDone] = await Promise.allSettled([browser, server]);
    for (const done of [browserDone, serverDone]) if (done.status === 'rejected') throw done.reason;
    const inputs = [...new Set([...browserInputs, ...serverInputs])].sort();
    writeFileSync(join(building, INPUTS_FILE), `${JSON.stringify(inputs)}\n`);
    const key = bundleKey(code, configDir, inputs);
    const dir = join(cache, key);
    // Another build may have made the same bundles meanwhile: then its folder stays as it is.
    if (existsSync(dir)) rmSync(building, { recursive: true, force: true });
    else renameSync(building, dir);
    evictOldBundles(cache, key);
    return bundlesAt(dir, key, inputs);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
}

/** Keeps the cache small: the folders used last, and never one being built (a building folder left by a
 *  build that was killed goes after a day). */
function evictOldBundles(cache: string, current: string): void {
  const day = Date.now() - 24 * 3600_000;
  for (const name of readdirSync(cache).filter((entry) => entry.startsWith('.building-')))
    if (statSync(join(cache, name)).mtimeMs < day) rmSync(join(cache, name), { recursive: true, force: true });
  const folders = readdirSync(cache)
    .filter((name) => !name.startsWith('.') && name !== current)
    .map((name) => ({ name, used: statSync(join(cache, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const { name } of folders.slice(KEPT)) rmSync(join(cache, name), { recursive: true, force: true });
}

/** The page template (index.html) of a browser bundle. */
export function pageTemplate(bundles: SiteBundles): string {
  return readFileSync(join(bundles.clientDir, 'index.html'), 'utf8');
}

/** The files of the browser bundle a build serves (all but the template), relative to its folder. */
export function servedClientFiles(bundles: SiteBundles, inlinedEntry: string): string[] {
  return filesOf(bundles.clientDir).filter(
    (file) => file !== 'index.html' && file !== inlinedEntry && !file.startsWith(`${inlinedEntry}.`),
  );
}
