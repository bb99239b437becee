// Opens the store for an operator command (npm run submissions / npm run outbox) the way the
// server does: PostgreSQL when DATABASE_URL is set, else the SQLite file in the data directory.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DATABASE_FILE, openStore, type Store } from '../src/server/store/index.ts';
import { UsageError } from './submissions/args.ts';

const root = resolve(import.meta.dirname, '..');

/** Settings from .env (see .env.example), without overriding what the environment already sets. */
export function loadDotEnv(): void {
  if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
}

/** A problem the operator can fix (a wrong path or URL): printed without a stack trace, exit code 2. */
export class StoreLocationError extends Error {}

export async function openOperatorStore(dataDir: string, env: NodeJS.ProcessEnv, mayCreate = false): Promise<Store> {
  const databaseUrl = env.DATABASE_URL || undefined;
  // Opening would create an empty SQLite database; for an operator a wrong path must be an error.
  if (!databaseUrl && !mayCreate && !existsSync(join(dataDir, DATABASE_FILE))) {
    throw new StoreLocationError(
      `no database at ${resolve(dataDir, DATABASE_FILE)} (set --data-dir or DATA_DIR, or DATABASE_URL for PostgreSQL)`,
    );
  }
  return openStore({
    dataDir,
    databaseUrl,
    pseudonymSalt: env.IP_HASH_SALT,
    twoFactorKey: env.TWO_FACTOR_KEY || undefined,
  });
}

export interface OperatorCommand<A extends { dataDir: string }> {
  usage: string;
  /** Returns null when help was asked for; throws UsageError on bad arguments. */
  parse(argv: string[], env: NodeJS.ProcessEnv): A | null;
  /** Whether these arguments may create the SQLite database (the first account, before the server ever ran). */
  createsStore?(args: A): boolean;
  /** Does the work; returns what to print and the exit code. */
  run(store: Store, args: A): Promise<{ output: string; code?: number }>;
}

/**
 * The frame of an operator command: .env, arguments, the store opened and closed, and exit codes
 * 0 (done), 1 (unexpected failure), 2 (bad arguments, no database where pointed, nothing to act on).
 */
export async function runOperatorCommand<A extends { dataDir: string }>(command: OperatorCommand<A>): Promise<void> {
  try {
    process.exitCode = await main(command);
  } catch (error) {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

async function main<A extends { dataDir: string }>(command: OperatorCommand<A>): Promise<number> {
  loadDotEnv();
  let args: A | null;
  try {
    args = command.parse(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`error: ${error.message}\n\n${command.usage}\n`);
    return 2;
  }
  if (args === null) {
    process.stdout.write(`${command.usage}\n`);
    return 0;
  }
  let store: Store;
  try {
    store = await openOperatorStore(args.dataDir, process.env, command.createsStore?.(args) ?? false);
  } catch (error) {
    if (!(error instanceof StoreLocationError)) throw error;
    process.stderr.write(`error: ${error.message}\n`);
    return 2;
  }
  try {
    const { output, code = 0 } = await command.run(store, args);
    (code === 0 ? process.stdout : process.stderr).write(output);
    return code;
  } finally {
    await store.close();
  }
}
