// What backup and restore print: where, how big, how long, how many rows.
import { humanBytes } from './files.ts';
import type { BackupReport } from './make-backup.ts';
import type { RestoreReport } from './restore-backup.ts';
import type { Manifest } from './archive.ts';

const number = new Intl.NumberFormat('en');

function rows(manifest: Manifest): string {
  const tables = Object.entries(manifest.tables).sort(([a], [b]) => a.localeCompare(b));
  return tables.map(([name, count]) => `${name} ${number.format(count)}`).join(', ');
}

function schema(manifest: Manifest): string {
  return manifest.migrations.at(-1) ?? 'from before the migrations were numbered';
}

export function backupSummary(report: BackupReport, withMail: boolean): string {
  const { manifest } = report;
  const database =
    manifest.engine === 'postgres'
      ? 'PostgreSQL dump (pg_dump, custom format; its table of contents read back by pg_restore --list when available)'
      : 'SQLite snapshot, PRAGMA integrity_check: ok';
  return [
    `Backup written to ${report.out}: ${humanBytes(report.bytes)} in ${report.seconds.toFixed(1)} s.`,
    `  database: ${database}; schema ${schema(manifest)}`,
    `  rows: ${rows(manifest)}`,
    `  mail files: ${withMail ? number.format(report.mailFiles) : 'not included (add --with-mail)'}`,
    `  IP-hash salt: ${manifest.files.some((file) => file.path === 'ip-hash-salt') ? 'included' : 'none in DATA_DIR (IP_HASH_SALT is set, or nothing was hashed yet)'}`,
    'It holds personal data: keep it as safe as the server itself.',
    manifest.engine === 'postgres'
      ? `Restore: npm run restore -- ${report.out} explains the pg_restore steps.`
      : `Restore: npm run restore -- ${report.out} --data-dir EMPTY_DIR`,
    '',
  ].join('\n');
}

export function restoreSummary(report: RestoreReport): string {
  const { manifest } = report;
  return [
    `Restored the backup of ${manifest.createdAt} into ${report.dataDir}.`,
    `  rows: ${rows(manifest)}`,
    `  schema: ${report.migrated.length === 0 ? 'up to date' : `brought up to date (${report.migrated.join(', ')})`}`,
    `  mail files: ${number.format(report.mailFiles)}`,
    `  IP-hash salt: ${report.saltRestored ? 'restored' : 'not in the backup (set IP_HASH_SALT as before, or a new salt is made)'}`,
    `Start the server on it: DATA_DIR=${report.dataDir} npm start`,
    '',
  ].join('\n');
}
