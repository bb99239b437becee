import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Writes one message as `<delivery key>.eml` in `dir` (`<timestamp>-<uuid>.eml` without a key),
 * atomically and durably: the bytes go to a hidden temp file that is fsynced and then renamed over
 * the target, and the directory is fsynced. A reader never sees half a message; a message written
 * again under the same key replaces its file instead of adding a second one; and once send()
 * resolves (and the outbox row is marked sent) the file survives a power cut. Returns the path.
 */
export async function writeEmlFile(
  dir: string,
  bytes: Uint8Array,
  deliveryKey?: string,
  now = new Date(),
): Promise<string> {
  // 0o700: the files hold personal data from the forms.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name =
    deliveryKey === undefined
      ? `${now.toISOString().replace(/[-:.]/g, '')}-${randomUUID()}.eml`
      : emlFileName(deliveryKey);
  // Unique per attempt, so two attempts racing for one key never share a temp file.
  const temp = join(dir, `.${name}.${randomUUID()}.tmp`);
  const target = join(dir, name);
  try {
    const file = await open(temp, 'wx', 0o600);
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dir);
  return target;
}

/** Where the file transport writes: DATA_DIR/mail. */
export function mailDirectory(dataDir: string): string {
  return join(dataDir, 'mail');
}

/** The file a message with this delivery key is written to. */
export function emlFileName(deliveryKey: string): string {
  return `${deliveryKey}.eml`;
}

/** Persists the rename itself. Some platforms (Windows) cannot fsync a directory; skip there. */
async function syncDirectory(dir: string): Promise<void> {
  let directory;
  try {
    directory = await open(dir, 'r');
    await directory.sync();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL') throw error;
  } finally {
    await directory?.close();
  }
}
