// Opens the store for an operator command (npm run submissions / npm run outbox) the way the
// server does: PostgreSQL when DATABASE_URL is set, else the SQLite file in the data directory.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DATABASE_FILE, openStore, type Store } from '../src/server/store/index.ts';

const root = resolve(import.meta.dirname, '..');

/** Settings from .env (see .env.example), without overriding what the environment already sets. */
export function loadDotEnv(): void {
  if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
}

/** A problem the operator can fix (a wrong path or URL): printed without a stack trace, exit code 2. */
export class StoreLocationError extends Error {}

export async function openOperatorStore(dataDir: string, env: NodeJS.ProcessEnv): Promise<Store> {
  const databaseUrl = env.DATABASE_URL || undefined;
  // Opening would create an empty SQLite database; for an operator a wrong path must be an error.
  if (!databaseUrl && !existsSync(join(dataDir, DATABASE_FILE))) {
    throw new StoreLocationError(`no database at ${resolve(dataDir, DATABASE_FILE)} (set --data-dir or DATA_DIR, or DATABASE_URL for PostgreSQL)`);
  }
  return openStore({ dataDir, databaseUrl, ipHashSalt: env.IP_HASH_SALT });
}
