// npm start: build when dist/ is missing or older than the sources, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROUTES_META } from '../src/shared/build-meta.ts';
import { newestMtime } from './newest-mtime.ts';

const root = resolve(import.meta.dirname, '..');
const SOURCES = ['site-config', 'schemas', 'src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/build', 'scripts/build.ts'];

const stamp = join(root, 'dist', ROUTES_META);
const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));
if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'No build found: building the site first…' : 'Sources changed since the last build: rebuilding…');
  const result = spawnSync(process.execPath, [join(root, 'scripts/build.ts')], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Settings from .env (see .env.example), without overriding what the environment already sets.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

await import('../src/server/main.ts');
