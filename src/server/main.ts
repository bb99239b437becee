// Starts the server: `npm start` (through scripts/start.ts, which builds first when needed).
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, readServerConfig } from './config.ts';

const projectRoot = resolve(import.meta.dirname, '../..');

try {
  const config = readServerConfig(process.env, projectRoot);
  const app = await buildApp(config);
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`Cortracker site listening on ${address}`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
