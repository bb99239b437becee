// npm run build: validate the config, build the client and server-render bundles, prerender every
// route to static HTML, then precompress. The server only ever serves what this writes to dist/.
// A publish from /admin runs the same build on its own copy of the config into a new folder:
//   node scripts/build.ts --config DIR --out DIR --progress
// (--progress prints `progress {"step","percent"}` lines for the admin's progress bar).
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BLOG_FEED_PATH } from '../src/shared/blog-paths.ts';
import { robotsTxt, sitemapXml } from './build/crawler-files.ts';
import { rssFeed } from './build/rss.ts';
import { writeServerMeta } from './build/server-meta.ts';
import { writeFile } from './build/write-file.ts';
import { formatProblem, isError } from './config-check/json-source.ts';
import { validateConfig } from './config-check/validate-config.ts';

// React must load in production mode everywhere, before anything imports it.
process.env.NODE_ENV = 'production';

const root = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({ options: { config: { type: 'string' }, out: { type: 'string' }, progress: { type: 'boolean' } } });
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
for (const problem of args.progress ? problems.filter(isError) : problems) console.error(formatProblem(problem, args.config ? configDir : process.cwd()));
const errors = problems.filter(isError).length;
if (errors > 0) {
  console.error(`\nbuild stopped: ${errors} config problem(s); see npm run validate`);
  process.exit(1);
}

progress('bundle', STEP_END.validate);
const { build, mergeConfig } = await import('vite');
const { siteViteConfig } = await import('../vite.config.ts');
const viteConfig = (build: object) => mergeConfig(siteViteConfig(`${configDir}/`), { root, configFile: false, logLevel: 'warn', build });
rmSync(dist, { recursive: true, force: true });
rmSync(ssrDir, { recursive: true, force: true });
await build(viteConfig({ outDir: dist, emptyOutDir: true }));
progress('bundle', 40);
await build(viteConfig({ ssr: 'src/entry-server.tsx', outDir: ssrDir, manifest: false, emptyOutDir: true }));

progress('prerender', STEP_END.bundle);
const { prerender } = await import('./build/prerender.ts');
const span = STEP_END.prerender - STEP_END.bundle;
const site = await prerender({ root, dist, ssrDir, configDir, onPage: (done, total) => progress('prerender', STEP_END.bundle + (span * done) / total) });
if (args.out) rmSync(ssrDir, { recursive: true, force: true });

progress('finish', STEP_END.prerender);
writeFile(join(dist, 'sitemap.xml'), sitemapXml(site.siteUrl, site.paths, new Date().toISOString().slice(0, 10)));
writeFile(join(dist, 'robots.txt'), robotsTxt(site.siteUrl));
writeFile(join(dist, BLOG_FEED_PATH.slice(1)), rssFeed(configDir));
const { precompress } = await import('./build/precompress.ts');
const compressed = precompress(dist);
// Last: the route list it writes is also the build's time stamp (see scripts/start.ts), and a
// folder without it is no build (src/server/site/site-build.ts).
writeServerMeta(configDir, dist, site);
progress('finish', STEP_END.finish);
console.log(`built: ${site.paths.length + 1} pages prerendered, ${compressed} files precompressed`);

if (!args.out) {
  // The admin pages' script and style sheet: part of the server program, not of a site build.
  const { buildAdmin, ADMIN_OUT_DIR } = await import('./admin/build-admin.ts');
  await buildAdmin(root);
  console.log(`built: the admin pages in ${ADMIN_OUT_DIR}/`);
}
