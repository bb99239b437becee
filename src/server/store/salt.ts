import { randomBytes, randomUUID } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The salt of pseudonyms (normalize.ts: client addresses, recipients, rate-limit keys) when
 * IP_HASH_SALT is not configured (the setting's name is older than its last two uses; operators
 * keep it): generated once and kept in a file beside (not inside) the database, so a copy of the
 * database alone cannot be used to brute-force the IPv4 space (or known e-mail addresses) back out
 * of the hashes.
 */
export function loadOrCreateSalt(dataDir: string): string {
  const file = join(dataDir, 'ip-hash-salt');
  // Write a complete temp file, then hard-link it into place: link() fails with EEXIST atomically,
  // so two processes starting at once agree on one salt and never read a half-written file.
  const temp = join(dataDir, `.ip-hash-salt.${randomUUID()}.tmp`);
  writeFileSync(temp, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  const salt = readFileSync(file, 'utf8').trim();
  if (salt === '') throw new Error(`${file} is empty; delete it to generate a new salt`);
  return salt;
}

/** The salt of pseudonyms (normalize.ts): IP_HASH_SALT or, on SQLite, the generated one above. */
export function saltOf({
  dataDir,
  databaseUrl,
  pseudonymSalt,
}: {
  dataDir: string;
  databaseUrl?: string | undefined;
  pseudonymSalt?: string | undefined;
}): () => string {
  let salt = pseudonymSalt || undefined;
  return () => {
    // A generated salt file would differ per host; instances sharing PostgreSQL must share the salt.
    if (!salt && databaseUrl)
      throw new Error(
        'IP_HASH_SALT is required with DATABASE_URL, so that every instance makes the same pseudonyms of client addresses, recipients and rate-limit keys',
      );
    return (salt ??= loadOrCreateSalt(dataDir));
  };
}
