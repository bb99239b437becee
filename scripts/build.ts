// npm run build: validate the config, build the client and server-render bundles, prerender every
// route to static HTML, then precompress. The server only ever serves what this writes to dist/.
// A publish from /admin runs the same build on its own copy of the config into a new folder:
//   node scripts/build.ts --config DIR --out DIR --progress
// (--progress prints `progress {"step","percent"}` lines for the admin's progress bar).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BLOG_FEED_PATH } from '../src/shared/blog-paths.ts';
import { robotsTxt, sitemapXml } from './build/crawler-files.ts';
import { pageScript, speculationRulesScript } from './build/page-script.ts';
import { pageIcon } from './build/page-icon.ts';
import { pageStyles } from './build/page-styles.ts';
import { rssFeed } from './build/rss.ts';
import { writeNginxIncludes } from './build/nginx-includes.ts';
import { writeServerMeta } from './build/server-meta.ts';
import { writeFile } from './build/write-file.ts';
import { formatProblem, isError } from '../src/shared/config-check/json-source.ts';
import { validateConfig } from './config-check/validate-config.ts';
import { noClientCssPlugin } from './vite-no-client-css-plugin.ts';

// React must load in production mode everywhere, before anything imports it.
process.env.NODE_ENV = 'production';

const root = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: { config: { type: 'string' }, out: { type: 'string' }, progress: { type: 'boolean' } },
});
const configDir = resolve(args.config ?? join(root, 'site-config'));
const dist = resolve(args.out ?? join(root, 'dist'));
// The server-render bundle imports React and the rest from node_modules: it is written inside the project.
const ssrDir = args.out ? join(root, 'node_modules/.cache/publish-ssr', String(process.pid)) : join(root, 'dist-ssr');

/** Steps of a build and the share of the bar each ends at. */
const STEP_END = { validate: 5, bundle: 55, prerender: 90, finish: 98 } as const;
function progress(step: keyof typeof STEP_END, percent: number): void {
  if (args.progress) console.log(`progress ${JSON.stringify({ step, percent: Math.round(percent) })}`);
}

progress('validate', 0);
const problems = validateConfig(configDir, root);
// A publish's copy of the config lies elsewhere: only its errors are news to the person publishing.
for (const problem of args.progress ? problems.filter(isError) : problems)
  console.error(formatProblem(problem, args.config ? configDir : process.cwd()));
const errors = problems.filter(isError).length;
if (errors > 0) {
  console.error(`\nbuild stopped: ${errors} config problem(s); see npm run validate`);
  process.exit(1);
}

progress('bundle', STEP_END.validate);
const { build, mergeConfig } = await import('vite');
const { siteViteConfig } = await import('../vite.config.ts');
const viteConfig = (options: object) =>
  mergeConfig(siteViteConfig(`${configDir}/`), { root, configFile: false, logLevel: 'warn', ...options });
rmSync(dist, { recursive: true, force: true });
rmSync(ssrDir, { recursive: true, force: true });
// The browser bundle: the page's script (index.html's entry-client.ts, which the prerender inlines
// into every page) and, each an entry of its own that keeps its default export, the browser module
// (client.ts) of every section type that runs in the browser.
const sectionsDir = resolve(root, 'src/sections');
const sectionClients = readdirSync(sectionsDir)
  .map((type) => join(sectionsDir, type, 'client.ts'))
  .filter((file) => existsSync(file));
await build(
  viteConfig({
    plugins: [noClientCssPlugin()],
    build: {
      outDir: dist,
      emptyOutDir: true,
      rolldownOptions: {
        input: [resolve(root, 'index.html'), ...sectionClients],
        preserveEntrySignatures: 'exports-only',
      },
    },
  }),
);
progress('bundle', 40);
// The server-render bundle, and with it the site's one style sheet: every style sheet the components
// import, in one minified file (cssCodeSplit off), which each page inlines.
await build(
  viteConfig({
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrDir,
      manifest: false,
      emptyOutDir: true,
      ssrEmitAssets: true,
      cssCodeSplit: false,
      cssMinify: true,
      copyPublicDir: false,
    },
  }),
);

progress('prerender', STEP_END.bundle);
const { prerender } = await import('./build/prerender.ts');
const span = STEP_END.prerender - STEP_END.bundle;
const styles = pageStyles(ssrDir);
const script = pageScript(dist);
const rules = speculationRulesScript();
const site = await prerender({
  dist,
  ssrDir,
  inlines: { head: [pageIcon(resolve(root, 'public')), styles.element, rules.element], bodyEnd: script.element },
  onPage: (done, total) => progress('prerender', STEP_END.bundle + (span * done) / total),
});
if (args.out) rmSync(ssrDir, { recursive: true, force: true });

progress('finish', STEP_END.prerender);
writeFile(join(dist, 'sitemap.xml'), sitemapXml(site.siteUrl, site.paths, new Date().toISOString().slice(0, 10)));
writeFile(join(dist, 'robots.txt'), robotsTxt(site.siteUrl));
writeFile(join(dist, BLOG_FEED_PATH.slice(1)), rssFeed(configDir));
const { precompress } = await import('./build/precompress.ts');
const compressed = precompress(dist);
// Last: the route list it writes is also the build's time stamp (see scripts/start.ts), and a
// folder without it is no build (src/server/site/site-build.ts).
writeServerMeta(configDir, dist, site, { styleHashes: [styles.hash], scriptHashes: [script.hash, rules.hash] });
// nginx's copy of the server's headers, with this build's CSP (deploy/nginx.conf): read from what the line above wrote.
writeNginxIncludes(dist);
progress('finish', STEP_END.finish);
console.log(`built: ${site.paths.length + 1} pages prerendered, ${compressed} files precompressed`);

if (!args.out) {
  // The visual editor and the admin pages' script: their own bundles in their own directories,
  // part of the server program, not of a site build (a publish skips them).
  const { buildEditor, EDITOR_OUT_DIR } = await import('./editor/build-editor.ts');
  await buildEditor(root);
  console.log(`built: the editor in ${EDITOR_OUT_DIR}/`);
  const { buildAdmin, ADMIN_OUT_DIR } = await import('./admin/build-admin.ts');
  await buildAdmin(root);
  console.log(`built: the admin pages in ${ADMIN_OUT_DIR}/`);
}
