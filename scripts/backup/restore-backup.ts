// npm run restore: a backup into an empty data directory, never over a database. The archive is
// extracted into a private folder inside the target and checked there (manifest, checksums,
// PRAGMA integrity_check); the schema is brought up to date as the server does at start; then the
// files move into place with renames, the database last, so a server never finds a database
// without its salt and mail. Any failure before that removes what was written.
import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { mailDirectory } from '../../src/server/mail/index.ts';
import { migrationNames, SchemaTooNewError } from '../../src/server/store/index.ts';
import { migrateToLatest } from '../../src/server/store/migrations/index.ts';
import { DATABASE_FILE, openSqlite } from '../../src/server/store/sqlite/open.ts';
import {
  extractArchive,
  MAIL_FOLDER,
  MANIFEST,
  PGDUMP_ENTRY,
  SALT_ENTRY,
  SQLITE_ENTRY,
  type Manifest,
} from './archive.ts';
import { cleanedUpOnSignal, fileProblem, OperatorError, syncPath, workFolder } from './files.ts';
import { checkSqliteCopy } from './sqlite-copy.ts';

/** The work folder inside the target: hidden, and named so that an operator who finds one knows what it was. */
const STAGING_PREFIX = '.restore-in-progress-';
const SALT_FILE = 'ip-hash-salt';

export interface RestoreOptions {
  file: string;
  dataDir: string;
  databaseUrl: string | undefined;
}

export interface RestoreReport {
  dataDir: string;
  manifest: Manifest;
  /** Migrations this restore applied (the backup's release was older). */
  migrated: string[];
  mailFiles: number;
  saltRestored: boolean;
}

/** Refuses a data directory that holds anything (but our own work folder, at the last check). */
function refuseUnlessEmpty(dataDir: string, ignore?: string): void {
  if (!existsSync(dataDir)) return;
  let entries: string[];
  try {
    entries = readdirSync(dataDir).filter((name) => name !== ignore);
  } catch (error) {
    throw fileProblem(error, dataDir, `cannot restore into ${dataDir}`);
  }
  if (entries.length === 0) return;
  const database = entries.find((name) => name.startsWith(DATABASE_FILE));
  if (database)
    throw new OperatorError(
      `${dataDir} already holds a database (${database}): restore never overwrites one, least of all the one a running server writes. ` +
        `To replace it, stop the server, move the folder aside (mv ${dataDir} ${dataDir}.before-restore) and run the restore again; or restore into another folder with --data-dir DIR.`,
    );
  const leftover = entries.find((name) => name.startsWith(STAGING_PREFIX));
  throw new OperatorError(
    `${dataDir} is not empty (it holds ${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}): restore writes only into an empty folder. ` +
      (leftover
        ? `${leftover} is what an interrupted restore left: remove it (rm -r ${join(dataDir, leftover)}) and run the restore again.`
        : 'Move its contents aside, or restore into another folder with --data-dir DIR.'),
  );
}

function pgRestoreAdvice(file: string, manifest: Manifest): string {
  const withMail = manifest.files.some((entry) => entry.path.startsWith(`${MAIL_FOLDER}/`));
  // In a subshell with umask 077: the dump (personal data, password hashes) is readable by this
  // user only while it exists, and it is removed once restored.
  return [
    `${file} holds a PostgreSQL dump (it was made with DATABASE_URL set). PostgreSQL restores it with its own tool, into an empty database:`,
    '',
    '  (',
    '    umask 077',
    `    tar -xzf ${file} ${PGDUMP_ENTRY}`,
    `    pg_restore --no-owner --dbname="$DATABASE_URL" ${PGDUMP_ENTRY}`,
    `    rm -f ${PGDUMP_ENTRY}`,
    ...(withMail ? [`    tar -xzf ${file} -C "$DATA_DIR" ${MAIL_FOLDER}`] : []),
    '  )',
    '',
    'Then start the server: its migrations run at start.',
  ].join('\n');
}

/** Checks the staged database and migrates it; returns the migrations applied. */
async function prepareDatabase(staging: string, file: string, manifest: Manifest): Promise<string[]> {
  const unknown = manifest.migrations.find((name) => !migrationNames.includes(name));
  if (unknown)
    throw new OperatorError(
      `${file} was made by a newer release (its database has migration ${unknown}, which this release does not know). Restore it with that release or a newer one; nothing was restored.`,
    );
  checkSqliteCopy(join(staging, DATABASE_FILE), `the database in ${file}`);
  const db = openSqlite(staging);
  try {
    return await migrateToLatest(db, 'sqlite');
  } catch (error) {
    if (error instanceof SchemaTooNewError)
      throw new OperatorError(`${file} was made by a newer release: ${error.message}; nothing was restored.`);
    throw error;
  } finally {
    await db.destroy();
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const file = resolve(options.file);
  const dataDir = resolve(options.dataDir);
  if (!existsSync(file))
    throw new OperatorError(`no file at ${file}: give the path of a backup made by npm run backup.`);
  if (options.databaseUrl)
    throw new OperatorError(
      'DATABASE_URL is set: this server keeps its data in PostgreSQL, so a database restored into DATA_DIR would not be used. ' +
        'Restore a PostgreSQL backup with pg_restore (npm run restore explains how when given one), or unset DATABASE_URL (environment and .env) to restore an SQLite backup.',
    );
  refuseUnlessEmpty(dataDir);
  const purpose = `cannot restore into ${dataDir}`;
  const created = !existsSync(dataDir);
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw fileProblem(error, dataDir, purpose);
  }
  const staging = workFolder(dataDir, STAGING_PREFIX, purpose);
  /** What was moved into the data directory so far: taken out again when a later step fails. */
  const moved: string[] = [];
  let done = false;
  const cleanUp = () => {
    rmSync(staging, { recursive: true, force: true });
    if (done) return;
    for (const path of moved) rmSync(path, { recursive: true, force: true });
    if (created) rmSync(dataDir, { recursive: true, force: true });
  };
  const moveIn = (from: string, to: string) => {
    renameSync(from, to);
    moved.push(to);
  };
  try {
    return await cleanedUpOnSignal(cleanUp, async () => {
      const manifest = await extractArchive(file, staging);
      if (manifest.engine === 'postgres') throw new OperatorError(pgRestoreAdvice(options.file, manifest));
      if (!manifest.files.some((entry) => entry.path === SQLITE_ENTRY))
        throw new OperatorError(
          `${file} is not a backup made by npm run backup (it holds no database); nothing was restored.`,
        );
      const migrated = await prepareDatabase(staging, file, manifest);
      rmSync(join(staging, MANIFEST));
      const mailFiles = manifest.files.filter((entry) => entry.path.startsWith(`${MAIL_FOLDER}/`)).length;
      const saltRestored = existsSync(join(staging, SALT_ENTRY));
      // Someone may have written into the folder meanwhile: check again, right before the moves.
      refuseUnlessEmpty(dataDir, staging.slice(dataDir.length + 1));
      for (const dir of [staging, join(staging, MAIL_FOLDER)]) if (existsSync(dir)) chmodSync(dir, 0o700);
      if (existsSync(join(staging, MAIL_FOLDER))) {
        for (const name of readdirSync(join(staging, MAIL_FOLDER))) chmodSync(join(staging, MAIL_FOLDER, name), 0o600);
        moveIn(join(staging, MAIL_FOLDER), mailDirectory(dataDir));
      }
      if (saltRestored) {
        chmodSync(join(staging, SALT_ENTRY), 0o600);
        moveIn(join(staging, SALT_ENTRY), join(dataDir, SALT_FILE));
      }
      chmodSync(join(staging, DATABASE_FILE), 0o600);
      syncPath(join(staging, DATABASE_FILE));
      renameSync(join(staging, DATABASE_FILE), join(dataDir, DATABASE_FILE));
      // From here on the restore is done: nothing is taken out again.
      done = true;
      rmdirSync(staging);
      syncPath(dataDir);
      return { dataDir, manifest, migrated, mailFiles, saltRestored };
    });
  } catch (error) {
    cleanUp();
    throw fileProblem(error, dataDir, purpose);
  }
}
