// npm run build: validate the config, build the client and server-render bundles, prerender every
// route to static HTML, then precompress. The server only ever serves what this writes to dist/.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatProblem, isError } from './config-check/json-source.ts';
import { validateConfig } from './config-check/validate-config.ts';

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
await build({ root, logLevel: 'warn' });
await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', manifest: false, emptyOutDir: true } });

const { prerender } = await import('./build/prerender.ts');
const pages = await prerender(root);
const { precompress } = await import('./build/precompress.ts');
const compressed = precompress(resolve(root, 'dist'));
console.log(`built: ${pages} pages prerendered, ${compressed} files precompressed`);
