// Starts the server: `npm start` (through scripts/start.ts, which builds first when needed).
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { SchemaCompileError } from '../shared/config-check/schema-compile.ts';
import { ConfigError, readServerConfig } from './config.ts';

const projectRoot = resolve(import.meta.dirname, '../..');

/** A stopping server finishes the requests under way for at most this long, then exits anyway. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

try {
  const config = readServerConfig(process.env, projectRoot);
  const app = await buildApp(config);
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`Cortracker site listening on ${address}`);
  if (app.metricsUrl) console.log(`Metrics for Prometheus on ${app.metricsUrl}/metrics`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      // A second signal: the operator does not want to wait.
      app.log.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'stopping: no new connections, finishing the requests under way');
    const deadline = setTimeout(() => {
      app.log.error(
        { deadlineMs: SHUTDOWN_DEADLINE_MS },
        'requests still running at the shutdown deadline: exiting anyway',
      );
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  // Said in words, without a stack trace: a setting, or a schema the editor cannot read (as npm run validate says it).
  console.error(
    error instanceof ConfigError || error instanceof SchemaCompileError
      ? `Configuration error: ${error.message}`
      : error,
  );
  process.exit(1);
}
