// Whether the data folder takes a write of new bytes: a file of PROBE_BYTES written, flushed to the
// disk and removed again. The SQLite database lives there; a full disk, a quota, a file system
// turned read-only or a folder no longer writable each make this fail, where a one-row update of
// the database may still pass (see write-outcomes.ts).
import { randomBytes } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** About what a few submissions add to the database and its log. */
export const PROBE_BYTES = 64 * 1024;

/** @throws the file system's error when `dir` does not take the write. */
export async function probeDataFolder(dir: string): Promise<void> {
  // Named by process: instances sharing a data folder never write the same file.
  const file = join(dir, `.readiness-probe-${process.pid}`);
  try {
    const handle = await open(file, 'w', 0o600);
    try {
      // Random bytes: a file system that compresses or deduplicates must still find room for them.
      await handle.write(randomBytes(PROBE_BYTES));
      await handle.sync();
    } finally {
      await handle.close();
    }
  } finally {
    await rm(file, { force: true });
  }
}
