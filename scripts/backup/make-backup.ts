// npm run backup: the data of this server as one checked file, written atomically. The work is
// done in a private folder beside the target (same disk, so the last step is a rename); the
// target appears only once the archive is complete, fsynced and read back whole, and any failure
// (or Ctrl-C) removes the folder and leaves an earlier file of that name as it was.
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { DATABASE_FILE } from '../../src/server/store/index.ts';
import { mailDirectory } from '../../src/server/mail/index.ts';
import {
  describeFile,
  FORMAT,
  FORMAT_VERSION,
  MAIL_FOLDER,
  MANIFEST,
  PGDUMP_ENTRY,
  SALT_ENTRY,
  SQLITE_ENTRY,
  verifyArchive,
  writeArchive,
  type ArchivedFile,
  type Manifest,
} from './archive.ts';
import { cleanedUpOnSignal, fileProblem, OperatorError, syncPath, workFolder } from './files.ts';
import { dumpPostgres, onPath, pgDumpAdvice } from './postgres-dump.ts';
import { checkSqliteCopy, copySqlite } from './sqlite-copy.ts';

/** The salt file the store makes in DATA_DIR when IP_HASH_SALT is unset (store/salt.ts). */
const SALT_FILE = 'ip-hash-salt';
/** What the file transport writes (mail/eml-file.ts); its temp files start with a dot. */
const MAIL_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]*\.eml$/;

export interface BackupOptions {
  out: string;
  withMail: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where to look for pg_dump (default: $PATH). */
  searchPath?: string;
}

export interface BackupReport {
  out: string;
  bytes: number;
  seconds: number;
  manifest: Manifest;
  mailFiles: number;
}

export async function makeBackup(options: BackupOptions): Promise<BackupReport> {
  const started = performance.now();
  const out = resolve(options.out);
  const dataDir = resolve(options.dataDir);
  if (existsSync(out) && statSync(out).isDirectory())
    throw new OperatorError(
      `${out} is a folder: give the backup a file name, e.g. --out ${join(out, `cortracker-${new Date().toISOString().slice(0, 10)}.tar.gz`)}`,
    );
  const pgDump = options.databaseUrl ? onPath('pg_dump', options.searchPath) : undefined;
  if (options.databaseUrl && !pgDump) throw new OperatorError(pgDumpAdvice('cortracker.pgdump'));
  if (!options.databaseUrl && !existsSync(join(dataDir, DATABASE_FILE)))
    throw new OperatorError(
      `no database at ${join(dataDir, DATABASE_FILE)}: set --data-dir or DATA_DIR to the server's data directory (or DATABASE_URL for PostgreSQL).`,
    );

  const purpose = `cannot write the backup to ${out}`;
  const work = workFolder(dirname(out), `.${basename(out)}.partial-`, purpose);
  const cleanUp = () => rmSync(work, { recursive: true, force: true });
  try {
    return await cleanedUpOnSignal(cleanUp, async () => {
      const facts = options.databaseUrl
        ? await dumpPostgres(options.databaseUrl, pgDump!, join(work, PGDUMP_ENTRY))
        : copyAndCheck(join(dataDir, DATABASE_FILE), join(work, SQLITE_ENTRY));
      const files: ArchivedFile[] = [await describeFile(work, options.databaseUrl ? PGDUMP_ENTRY : SQLITE_ENTRY)];
      if (existsSync(join(dataDir, SALT_FILE))) {
        copyFileSync(join(dataDir, SALT_FILE), join(work, SALT_ENTRY));
        files.push(await describeFile(work, SALT_ENTRY));
      }
      const mail = options.withMail ? copyMail(mailDirectory(dataDir), join(work, MAIL_FOLDER)) : [];
      for (const name of mail) files.push(await describeFile(work, `${MAIL_FOLDER}/${name}`));
      const manifest: Manifest = {
        format: FORMAT,
        version: FORMAT_VERSION,
        createdAt: new Date().toISOString(),
        engine: options.databaseUrl ? 'postgres' : 'sqlite',
        migrations: facts.migrations,
        tables: facts.tables,
        files,
      };
      writeFileSync(join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
      const archive = join(work, 'backup.tar.gz');
      await writeArchive(archive, work, manifest, options.withMail);
      // Personal data: readable by the operator's user only.
      chmodSync(archive, 0o600);
      syncPath(archive);
      await verifyArchive(archive, manifest);
      renameSync(archive, out);
      syncPath(dirname(out));
      return {
        out,
        bytes: statSync(out).size,
        seconds: (performance.now() - started) / 1000,
        manifest,
        mailFiles: mail.length,
      };
    });
  } catch (error) {
    throw fileProblem(error, dirname(out), purpose);
  } finally {
    cleanUp();
  }
}

function copyAndCheck(source: string, target: string) {
  copySqlite(source, target);
  return checkSqliteCopy(target, 'the copy of the database');
}

/** Copies the mail files into `target`; returns their names. A file removed meanwhile (retention, erasure) is skipped. */
function copyMail(source: string, target: string): string[] {
  const names = existsSync(source)
    ? readdirSync(source)
        .filter((entry) => MAIL_FILE.test(entry))
        .sort()
    : [];
  mkdirSync(target, { mode: 0o700 });
  const copied: string[] = [];
  for (const name of names) {
    try {
      copyFileSync(join(source, name), join(target, name));
      copied.push(name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return copied;
}
