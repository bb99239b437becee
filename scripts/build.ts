// npm run build: validate the config, build the client and server-render bundles, prerender every
// route to static HTML, then precompress. The server only ever serves what this writes to dist/.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BLOG_FEED_PATH } from '../src/shared/blog-paths.ts';
import { robotsTxt, sitemapXml } from './build/crawler-files.ts';
import { pageScript, speculationRulesScript } from './build/page-script.ts';
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
// The browser bundle: the page's script (index.html's entry-client.ts, which the prerender inlines
// into every page) and, each an entry of its own that keeps its default export, the browser module
// (client.ts) of every section type that runs in the browser.
const sectionsDir = resolve(root, 'src/sections');
const sectionClients = readdirSync(sectionsDir).map((type) => join(sectionsDir, type, 'client.ts')).filter((file) => existsSync(file));
await build({
  root,
  logLevel: 'warn',
  plugins: [noClientCssPlugin()],
  build: { rolldownOptions: { input: [resolve(root, 'index.html'), ...sectionClients], preserveEntrySignatures: 'exports-only' } },
});
// The server-render bundle, and with it the site's one style sheet: every style sheet the components
// import, in one minified file (cssCodeSplit off), which each page inlines.
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', manifest: false, emptyOutDir: true, ssrEmitAssets: true, cssCodeSplit: false, cssMinify: true, copyPublicDir: false },
});

const { prerender } = await import('./build/prerender.ts');
const dist = resolve(root, 'dist');
const styles = pageStyles(resolve(root, 'dist-ssr'));
const script = pageScript(dist);
const rules = speculationRulesScript();
const site = await prerender(root, { head: [styles.element, rules.element], bodyEnd: script.element });
writeFile(join(dist, 'sitemap.xml'), sitemapXml(site.siteUrl, site.paths, new Date().toISOString().slice(0, 10)));
writeFile(join(dist, 'robots.txt'), robotsTxt(site.siteUrl));
writeFile(join(dist, BLOG_FEED_PATH.slice(1)), rssFeed(root));
// Last: the route list it writes is also the build's time stamp (see scripts/start.ts).
writeServerMeta(root, site, { styleHashes: [styles.hash], scriptHashes: [script.hash, rules.hash] });
// nginx's copy of the server's headers, with this build's CSP (deploy/nginx.conf).
writeNginxIncludes(dist);
const { precompress } = await import('./build/precompress.ts');
const compressed = precompress(dist);
console.log(`built: ${site.paths.length + 1} pages prerendered, ${compressed} files precompressed`);
// The visual editor is its own bundle in its own directory (npm run edit serves it; the site never does).
const { buildEditor, EDITOR_OUT_DIR } = await import('./editor/build-editor.ts');
await buildEditor(root);
console.log(`built: the editor in ${EDITOR_OUT_DIR}/`);
