// npm run edit [-- --config DIR]: the visual editor at http://127.0.0.1:EDIT_PORT (3001), over
// site-config/ of the working copy or another config directory. Loopback only, no login (signing
// in belongs to publishing). Builds the editor first when its bundle is missing or older than its
// sources. Ctrl-C stops it.
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify from 'fastify';
import { acceptLoopbackHostsOnly } from '../src/server/editor/loopback.ts';
import { SITE_CONFIG_DIR } from '../src/config/config-dir.ts';
import { ConfigDirectory } from '../src/server/editor/config-dir.ts';
import { textHash } from '../src/server/editor/config-files.ts';
import { directorySource } from '../src/server/editor/config-source.ts';
import { editorPlugin } from '../src/server/editor/plugin.ts';
import { geoRoutes } from '../src/server/geo/geo-routes.ts';
import { registerRateLimit } from '../src/server/http/rate-limit.ts';
import { directoryLibrary } from '../src/server/uploads/directory-library.ts';
import { SchemaCompileError } from '../src/shared/config-check/schema-compile.ts';
import { buildEditor, EDITOR_OUT_DIR, EDITOR_SOURCES } from './editor/build-editor.ts';
import { newestMtime } from './newest-mtime.ts';

const HOST = '127.0.0.1';
/** One marketer clicking through the preview's sign-up form; the lookups are still limited, as on the site. */
const GEO_LOOKUPS_PER_MINUTE = 300;
const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const configIndex = args.indexOf('--config');
const configDir = resolve(
  configIndex >= 0 && args[configIndex + 1] ? args[configIndex + 1]! : join(root, SITE_CONFIG_DIR),
);
const port = process.env.EDIT_PORT === undefined || process.env.EDIT_PORT === '' ? 3001 : Number(process.env.EDIT_PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`EDIT_PORT must be a port number (0-65535), not "${process.env.EDIT_PORT}"`);
  process.exit(1);
}
if (!existsSync(configDir) || !statSync(configDir).isDirectory()) {
  console.error(`No config directory at ${configDir}`);
  process.exit(1);
}

/** Schemas that do not compile are said as npm run validate says them, without a stack trace; anything else is thrown on. */
function stopOnSchemas(error: unknown): never {
  if (!(error instanceof SchemaCompileError)) throw error;
  console.error(`The editor cannot start: ${error.message}`);
  process.exit(1);
}

const bundleDir = join(root, EDITOR_OUT_DIR);
const stamp = join(bundleDir, 'index.html');
const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (builtAt < Math.max(...EDITOR_SOURCES.map((source) => newestMtime(join(root, source))))) {
  console.log(builtAt === 0 ? 'Building the editor…' : 'The editor changed since its last build: rebuilding…');
  process.env.NODE_ENV = 'production';
  await buildEditor(root).catch(stopOnSchemas);
}

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
acceptLoopbackHostsOnly(app);
// Unsaved work kept in the browser belongs to this config directory.
const source = directorySource(new ConfigDirectory(configDir), textHash(configDir).slice(0, 16));
try {
  await app.register(editorPlugin, {
    source,
    library: directoryLibrary(join(root, 'public')),
    projectRoot: root,
    bundleDir,
  });
} catch (error) {
  stopOnSchemas(error);
}
// The preview shows the site's forms as they are, and the sign-up form asks for its country, state and
// city lists: the same read-only lookups the site's server answers.
await registerRateLimit(app);
await app.register(geoRoutes, { perMinute: GEO_LOOKUPS_PER_MINUTE });
const address = await app.listen({ host: HOST, port });
console.log(`Cortracker editor listening on ${address} over ${configDir}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
