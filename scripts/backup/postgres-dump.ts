// A backup of the PostgreSQL database is PostgreSQL's own tool's: pg_dump, in its custom format
// (pg_restore reads it). Its copy is consistent while the instances write: it reads one snapshot.
// Here the snapshot is exported from a transaction of ours first, so the row counts we print are
// those of the very snapshot pg_dump copies. The password never reaches pg_dump's command line
// (which any user of the machine can read): it goes through PGPASSWORD.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import pg from 'pg';
import { OperatorError } from './files.ts';

/** The path of an executable found on PATH, or undefined. */
export function onPath(command: string, path = process.env.PATH ?? ''): string | undefined {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return undefined;
}

/** What to do without pg_dump: how to run it, and how to restore what it writes. */
export function pgDumpAdvice(out: string): string {
  return [
    'DATABASE_URL is set: the data is in PostgreSQL, and PostgreSQL backs it up with its own tool, pg_dump, which is not on the PATH here.',
    "Install the PostgreSQL client tools of your server's version (Debian and Ubuntu: apt install postgresql-client) and run this command again, or run pg_dump yourself:",
    '',
    `  (umask 077 && pg_dump --format=custom --file=${out} "$DATABASE_URL")`,
    '',
    'It copies one consistent snapshot while the server keeps writing. Restore it into an empty database with:',
    '',
    `  pg_restore --no-owner --dbname="$DATABASE_URL" ${out}`,
    '',
    'The dump holds personal data and password hashes: umask 077 makes it readable by you only.',
    '',
    "For backups to the minute, use PostgreSQL's continuous archiving (point-in-time recovery) or your provider's.",
  ].join('\n');
}

export interface PostgresFacts {
  migrations: string[];
  tables: Record<string, number>;
}

/** libpq's environment for a URL: the URL without its password, and the password apart. */
function connection(databaseUrl: string): { url: string; password: string | undefined } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return { url: url.toString(), password };
}

/**
 * Dumps the database into `target` with pg_dump, from a snapshot whose row counts are returned;
 * then checks that pg_restore can read the dump's table of contents.
 */
export async function dumpPostgres(databaseUrl: string, pgDump: string, target: string): Promise<PostgresFacts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new OperatorError(`cannot connect to the database of DATABASE_URL: ${(error as Error).message}`);
  }
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
    const facts = await countRows(client);
    const { url, password } = connection(databaseUrl);
    await run(
      pgDump,
      ['--format=custom', '--no-password', `--snapshot=${snapshot}`, `--file=${target}`, `--dbname=${url}`],
      password,
    );
    await client.query('COMMIT');
    // pg_restore sits beside pg_dump; reading the dump's contents proves it is whole.
    const pgRestore = onPath('pg_restore', dirname(pgDump)) ?? onPath('pg_restore');
    if (pgRestore) await run(pgRestore, ['--list', target], undefined);
    return facts;
  } finally {
    await client.end();
  }
}

async function countRows(client: pg.Client): Promise<PostgresFacts> {
  const tables = (
    await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT LIKE 'kysely_migration%' ORDER BY tablename",
    )
  ).rows.map((row) => row.name);
  const counts: Record<string, number> = {};
  for (const name of tables)
    counts[name] = Number(
      (await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${client.escapeIdentifier(name)}`)).rows[0]!.n,
    );
  // Asked first: a failed query would end the transaction whose snapshot pg_dump reads.
  const migrated = (await client.query<{ t: string | null }>("SELECT to_regclass('kysely_migration') AS t")).rows[0]?.t;
  const migrations = migrated
    ? (await client.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name')).rows.map(
        (row) => row.name,
      )
    : [];
  return { migrations, tables: counts };
}

function run(command: string, args: string[], password: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...(password === undefined ? {} : { PGPASSWORD: password }) },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new OperatorError(
            `${command.split('/').at(-1)} failed (exit code ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}` +
              (/version mismatch/i.test(stderr)
                ? ' Install the client tools of the same major version as the server (or newer).'
                : ''),
          ),
        );
    });
  });
}
