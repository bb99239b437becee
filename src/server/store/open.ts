// Opens a store on the calling thread: Kysely on the engine that DATABASE_URL selects, migrated.
import { migrateToLatest } from './migrations/index.ts';
import { postgresEngine } from './postgres/engine.ts';
import { isPostgresUrl, openPostgres } from './postgres/open.ts';
import { createRateLimitCounter } from './rate-limits/rate-limit-counter.ts';
import { saltOf } from './salt.ts';
import { sqliteEngine } from './sqlite/engine.ts';
import { openSqlite, type SqliteOpenOptions } from './sqlite/open.ts';
import { openSqliteRateLimitCounter } from './sqlite/rate-limit-file.ts';
import { secretBox } from './accounts/secret-box.ts';
import { createStore, type Store } from './store.ts';

export interface StoreOptions {
  /** DATA_DIR: the SQLite file lives here (and, without IP_HASH_SALT, the generated salt). */
  dataDir: string;
  /** DATABASE_URL: postgres://… selects PostgreSQL; unset, the embedded SQLite store is used. */
  databaseUrl?: string | undefined;
  /** IP_HASH_SALT: the salt of pseudonyms. Required with PostgreSQL to store one: instances on other hosts must hash alike. */
  pseudonymSalt?: string | undefined;
  /** TWO_FACTOR_KEY: the key the TOTP secrets are sealed with (accounts/secret-box.ts); unset, they are kept in clear. */
  twoFactorKey?: string | undefined;
}

/**
 * Opens the store on this thread and brings its schema up to date (openStore in index.ts puts
 * SQLite on a thread of its own first).
 * @throws SchemaTooNewError when the database was migrated by a newer release.
 */
export async function openStoreHere(options: StoreOptions, sqlite: SqliteOpenOptions = {}): Promise<Store> {
  const { dataDir, databaseUrl } = options;
  if (databaseUrl && !isPostgresUrl(databaseUrl))
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  // A key that is no key is refused before anything is opened.
  const secrets = secretBox(options.twoFactorKey);
  const engine = databaseUrl ? postgresEngine : sqliteEngine;
  const db = databaseUrl ? openPostgres(databaseUrl) : openSqlite(dataDir, sqlite);
  let migrated: string[];
  try {
    migrated = await migrateToLatest(db, engine.name);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const salt = saltOf(options);
  const rateLimits = databaseUrl
    ? createRateLimitCounter(openPostgres(databaseUrl, { size: 2, relaxed: true }), postgresEngine, salt)
    : openSqliteRateLimitCounter(dataDir, salt);
  const store = createStore({ db, engine, salt, rateLimits, secrets, migrated });
  try {
    await store.accounts.sealTwoFactorSecrets();
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
