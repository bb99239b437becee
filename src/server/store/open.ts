// Opens a store on the calling thread: Kysely on the engine that DATABASE_URL selects, migrated.
import { createKyselyStore } from './kysely-store.ts';
import { migrateToLatest } from './migrations.ts';
import { isPostgresUrl, openPostgres } from './postgres.ts';
import { loadOrCreateSalt } from './salt.ts';
import { openSqlite, type SqliteOpenOptions } from './sqlite.ts';
import { createRateLimitCounter, openSqliteRateLimitCounter } from './rate-limit-counter.ts';
import type { Store } from './types.ts';

export interface StoreOptions {
  /** DATA_DIR: the SQLite file lives here (and, without IP_HASH_SALT, the generated salt). */
  dataDir: string;
  /** DATABASE_URL: postgres://… selects PostgreSQL; unset, the embedded SQLite store is used. */
  databaseUrl?: string | undefined;
  /** IP_HASH_SALT. Required with PostgreSQL to store an IP: instances on other hosts must hash alike. */
  ipHashSalt?: string | undefined;
}

/**
 * Opens the store on this thread and brings its schema up to date (openStore in index.ts puts
 * SQLite on a thread of its own first).
 * @throws SchemaTooNewError when the database was migrated by a newer release.
 */
export async function openStoreHere(options: StoreOptions, sqlite: SqliteOpenOptions = {}): Promise<Store> {
  const { dataDir, databaseUrl, ipHashSalt } = options;
  if (databaseUrl && !isPostgresUrl(databaseUrl))
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  const engine = databaseUrl ? 'postgres' : 'sqlite';
  const db = databaseUrl ? openPostgres(databaseUrl) : openSqlite(dataDir, sqlite);
  try {
    await migrateToLatest(db, engine);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  let salt = ipHashSalt || undefined;
  const ipSalt = () => {
    // A generated salt file would differ per host; instances sharing PostgreSQL must share the salt.
    if (!salt && engine === 'postgres')
      throw new Error(
        'IP_HASH_SALT is required with DATABASE_URL, so that every instance hashes client addresses alike',
      );
    return (salt ??= loadOrCreateSalt(dataDir));
  };
  const rateLimitCounter = databaseUrl
    ? createRateLimitCounter(openPostgres(databaseUrl, { size: 2, relaxed: true }), 'postgres', ipSalt, true)
    : openSqliteRateLimitCounter(dataDir, ipSalt);
  return createKyselyStore({ db, engine, ipSalt, rateLimitCounter });
}
