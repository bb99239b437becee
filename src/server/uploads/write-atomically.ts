// Writes a file so that no reader ever sees half of it: to a temporary file beside it, flushed to
// disk, then renamed into place. Asynchronous: writing and flushing a 10 MiB picture, or the
// thousands of config files a publish writes, takes longer than the event loop may be held.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export async function writeFileAtomicallyAsync(file: string, bytes: Uint8Array | string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'wx', 0o644);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
