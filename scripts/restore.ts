/**
 * npm run restore -- FILE [--data-dir DIR]
 *
 * Restores a backup of npm run backup into an empty data directory, then migrates it (see
 * scripts/backup/restore-backup.ts and docs/operators.md). Exit codes: 0 restored, 1 unexpected
 * failure, 2 bad arguments or a refusal (not a backup, a damaged one, a folder that is not empty).
 */
import { parseRestoreArgs, RESTORE_USAGE } from './backup/args.ts';
import { restoreSummary } from './backup/report.ts';
import { restoreBackup } from './backup/restore-backup.ts';
import { runCommand } from './backup/run.ts';

await runCommand({
  usage: RESTORE_USAGE,
  parse: parseRestoreArgs,
  run: async (args, env) =>
    restoreSummary(await restoreBackup({ ...args, databaseUrl: env.DATABASE_URL || undefined })),
});
