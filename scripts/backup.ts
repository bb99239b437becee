/**
 * npm run backup -- --out FILE [--with-mail] [--data-dir DIR]
 *
 * A consistent backup of the server's data while it runs (see scripts/backup/make-backup.ts and
 * docs/operators.md). Exit codes: 0 written, 1 unexpected failure, 2 bad arguments or a refusal.
 */
import { BACKUP_USAGE, parseBackupArgs } from './backup/args.ts';
import { makeBackup } from './backup/make-backup.ts';
import { backupSummary } from './backup/report.ts';
import { runCommand } from './backup/run.ts';

await runCommand({
  usage: BACKUP_USAGE,
  parse: parseBackupArgs,
  run: async (args, env) =>
    backupSummary(await makeBackup({ ...args, databaseUrl: env.DATABASE_URL || undefined }), args.withMail),
});
