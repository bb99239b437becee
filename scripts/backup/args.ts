import { commandLine, UsageError } from '../submissions/args.ts';

export const BACKUP_USAGE = `Usage: npm run backup -- --out FILE [--with-mail] [--data-dir DIR]

  Writes a consistent backup of the data while the server runs, as one file (a .tar.gz):
  the SQLite database of DATA_DIR (a snapshot, checked with PRAGMA integrity_check), its IP-hash
  salt, and with --with-mail the mail files of DATA_DIR/mail. The file appears only once it is
  complete and checked; a backup that fails leaves nothing behind.
  With DATABASE_URL (PostgreSQL) the database part is pg_dump's, when pg_dump is on the PATH;
  otherwise it says how to back the database up with pg_dump.

Options:
  --out FILE        where to write the backup, e.g. /var/backups/cortracker-$(date +%F).tar.gz
  --with-mail       include the mail files of DATA_DIR/mail (written when SMTP_URL is unset)
  --data-dir DIR    data directory (default: $DATA_DIR, else ./data)
  -h, --help        show this help

Restore with: npm run restore -- FILE`;

export const RESTORE_USAGE = `Usage: npm run restore -- FILE [--data-dir DIR]

  Restores a backup made by npm run backup into an empty data directory (one that does not exist
  yet, or is empty), then brings its schema up to date as the server does at start: a backup of
  an older release restores into this one. It never overwrites a database.

Options:
  --data-dir DIR    the data directory to restore into (default: $DATA_DIR, else ./data)
  -h, --help        show this help`;

export interface BackupArgs {
  out: string;
  withMail: boolean;
  dataDir: string;
}

export interface RestoreArgs {
  file: string;
  dataDir: string;
}

function dataDirOf(given: string | undefined, env: Record<string, string | undefined>): string {
  const dataDir = given ?? (env.DATA_DIR || './data');
  if (dataDir === '') throw new UsageError('--data-dir must not be empty');
  return dataDir;
}

/** Returns null when help was asked for. */
export function parseBackupArgs(argv: string[], env: Record<string, string | undefined>): BackupArgs | null {
  const { values, positionals } = commandLine(argv, { out: { type: 'string' }, 'with-mail': { type: 'boolean' } });
  if (values.help) return null;
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  if (values.out === undefined || values.out === '')
    throw new UsageError('--out FILE is needed: where to write the backup, e.g. --out backups/cortracker.tar.gz');
  return { out: values.out, withMail: values['with-mail'] ?? false, dataDir: dataDirOf(values['data-dir'], env) };
}

/** Returns null when help was asked for. */
export function parseRestoreArgs(argv: string[], env: Record<string, string | undefined>): RestoreArgs | null {
  const { values, positionals } = commandLine(argv, {});
  if (values.help) return null;
  const [file, ...extra] = positionals;
  if (file === undefined || file === '') throw new UsageError('which backup? Give its file: npm run restore -- FILE');
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  return { file, dataDir: dataDirOf(values['data-dir'], env) };
}
