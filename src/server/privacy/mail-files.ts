// The .eml files of the file transport (DATA_DIR/mail) hold personal data: an erasure and the
// retention period reach them too.
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

async function emlFiles(mailDir: string): Promise<string[]> {
  try {
    return (await readdir(mailDir)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * The message's text as a reader would search it: raw, and with quoted-printable and base64
 * bodies decoded (an address can be split by a soft line break, or hidden in base64 when the
 * body has many non-ASCII letters).
 */
function searchableText(raw: Buffer): string {
  const text = raw.toString('latin1');
  const quotedPrintable = Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  const [, body = ''] = text.split(/\r?\n\r?\n/, 2);
  const base64 = /^content-transfer-encoding:\s*base64/im.test(text)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
    : Buffer.alloc(0);
  return [text, quotedPrintable.toString('utf8'), base64.toString('utf8')].join('\n').toLowerCase();
}

/**
 * Deletes the mail files of these submissions (named `<submission id>.<row id>.eml`) and any other
 * file that mentions the address (files written before delivery keys, or mail about the person
 * filed under another submission). Returns how many files were deleted.
 */
export async function removePersonMailFiles(
  mailDir: string,
  person: { email: string; submissionIds: readonly string[] },
): Promise<number> {
  const email = person.email.trim().toLowerCase();
  const prefixes = person.submissionIds.map((id) => `${id}.`);
  let removed = 0;
  for (const name of await emlFiles(mailDir)) {
    const path = join(mailDir, name);
    const mine =
      prefixes.some((prefix) => name.startsWith(prefix)) ||
      (email !== '' && searchableText(await readFile(path)).includes(email));
    if (!mine) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}

/** Deletes mail files last written before `cutoff`. Returns how many. */
export async function removeMailFilesOlderThan(mailDir: string, cutoff: Date): Promise<number> {
  let removed = 0;
  for (const name of await emlFiles(mailDir)) {
    const path = join(mailDir, name);
    if ((await stat(path)).mtime < cutoff) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}
