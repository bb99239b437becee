// npm start: build when dist/ is missing or older than the sources, then run the server.
// With NODE_ENV=production it never builds: rebuilding dist/ in place would change the files under
// servers that are already running (and under the other instances sharing the build); it serves
// the existing build or stops and says how to make one.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROUTES_META } from '../src/shared/build-meta.ts';
import { newestMtime } from './newest-mtime.ts';

const root = resolve(import.meta.dirname, '..');
const SOURCES = [
  'site-config',
  'schemas',
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build',
  'scripts/build.ts',
];

// Settings from .env (see .env.example), without overriding what the environment already sets.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

// `npm run build` writes dist/; production may serve a build deployed elsewhere (DIST_DIR).
const distDir =
  process.env.NODE_ENV === 'production' ? resolve(root, process.env.DIST_DIR || 'dist') : join(root, 'dist');
const stamp = join(distDir, ROUTES_META);
const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (process.env.NODE_ENV === 'production') {
  if (builtAt === 0) {
    console.error(
      `NODE_ENV=production: no build at ${distDir} (${stamp} is missing), and production never builds on start.\nRun \`npm run build\` (or deploy a built dist/) first, then \`npm start\`.`,
    );
    process.exit(1);
  }
} else if (builtAt < Math.max(...SOURCES.map((source) => newestMtime(join(root, source))))) {
  console.log(
    builtAt === 0 ? 'No build found: building the site first…' : 'Sources changed since the last build: rebuilding…',
  );
  const result = spawnSync(process.execPath, [join(root, 'scripts/build.ts')], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../src/server/main.ts');
