// npm run build: validate the config, build the client and server-render bundles, prerender every
// route to static HTML, then precompress. The server only ever serves what this writes to dist/.
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BLOG_FEED_PATH } from '../src/shared/blog-paths.ts';
import { SPECULATION_RULES_PATH } from '../src/shared/build-meta.ts';
import { speculationRules } from '../src/shared/speculation-rules.ts';
import { robotsTxt, sitemapXml } from './build/crawler-files.ts';
import { pageStyles } from './build/page-styles.ts';
import { rssFeed } from './build/rss.ts';
import { writeNginxIncludes } from './build/nginx-includes.ts';
import { writeServerMeta } from './build/server-meta.ts';
import { writeFile } from './build/write-file.ts';
import { formatProblem, isError } from './config-check/json-source.ts';
import { validateConfig } from './config-check/validate-config.ts';
import { noClientCssPlugin } from './vite-no-client-css-plugin.ts';

// React must load in production mode everywhere, before anything imports it.
process.env.NODE_ENV = 'production';

const root = resolve(import.meta.dirname, '..');
const problems = validateConfig(resolve(root, 'site-config'), root);
for (const problem of problems) console.error(formatProblem(problem, process.cwd()));
const errors = problems.filter(isError).length;
if (errors > 0) {
  console.error(`\nbuild stopped: ${errors} config problem(s); see npm run validate`);
  process.exit(1);
}

const { build } = await import('vite');
rmSync(resolve(root, 'dist'), { recursive: true, force: true });
rmSync(resolve(root, 'dist-ssr'), { recursive: true, force: true });
// The browser bundle: entry-client.ts and the modules of the sections that run in the browser.
await build({ root, logLevel: 'warn', plugins: [noClientCssPlugin()] });
// The server-render bundle, and with it the site's one style sheet: every style sheet the components
// import, in one minified file (cssCodeSplit off), which each page inlines.
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', manifest: false, emptyOutDir: true, ssrEmitAssets: true, cssCodeSplit: false, cssMinify: true, copyPublicDir: false },
});

const { prerender } = await import('./build/prerender.ts');
const styles = pageStyles(resolve(root, 'dist-ssr'));
const site = await prerender(root, styles);
const dist = resolve(root, 'dist');
writeFile(join(dist, 'sitemap.xml'), sitemapXml(site.siteUrl, site.paths, new Date().toISOString().slice(0, 10)));
writeFile(join(dist, 'robots.txt'), robotsTxt(site.siteUrl));
writeFile(join(dist, BLOG_FEED_PATH.slice(1)), rssFeed(root));
writeFile(join(dist, SPECULATION_RULES_PATH.slice(1)), `${JSON.stringify(speculationRules)}\n`);
// Last: the route list it writes is also the build's time stamp (see scripts/start.ts).
writeServerMeta(root, site, { styleHashes: [styles.hash] });
// nginx's copy of the server's headers, with this build's CSP (deploy/nginx.conf).
writeNginxIncludes(dist);
const { precompress } = await import('./build/precompress.ts');
const compressed = precompress(dist);
console.log(`built: ${site.paths.length + 1} pages prerendered, ${compressed} files precompressed`);
