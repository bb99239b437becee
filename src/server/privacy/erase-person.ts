// `npm run submissions -- erase EMAIL`: a person's right to erasure, everywhere we keep their data.
import { mailDirectory } from '../mail/index.ts';
import { normalizeEmail, type SubmissionStore } from '../store/index.ts';
import { removePersonMailFiles } from './mail-files.ts';

export interface ErasureSummary {
  submissions: number;
  outboxRows: number;
  mailFiles: number;
  /** Whether the deleted rows' bytes are gone from the database's files (SQLite); PostgreSQL keeps them until VACUUM FULL. */
  filesOverwritten: boolean;
}

/**
 * Deletes the person's submissions (with their IP hashes and NDA evidence), their outbox rows
 * (pending mail included, so nothing is sent afterwards), their lead, and the .eml files under
 * DATA_DIR/mail; then records that an erasure happened, with these counts and nothing else.
 * On SQLite the deleted rows' bytes are overwritten in the database file and its log as well
 * (secure_delete and a TRUNCATE checkpoint); on PostgreSQL they stay until VACUUM FULL (the
 * operator's to run: docs/operators.md). Backups made before keep the person: they expire with
 * the backups. Mail already handed to an SMTP server cannot be called back: it is outside this server.
 */
export async function erasePerson(
  submissions: SubmissionStore,
  dataDir: string,
  email: string,
  now = new Date(),
): Promise<ErasureSummary> {
  const normalized = normalizeEmail(email);
  if (!normalized) throw new TypeError('an e-mail address is needed');
  const erased = await submissions.erasePerson(normalized, now);
  const mailFiles = await removePersonMailFiles(mailDirectory(dataDir), {
    email: normalized,
    submissionIds: erased.submissionIds,
  });
  await submissions.recordErasedFiles(erased.erasureId, mailFiles);
  return {
    submissions: erased.submissions,
    outboxRows: erased.outboxRows,
    mailFiles,
    filesOverwritten: erased.filesOverwritten,
  };
}
