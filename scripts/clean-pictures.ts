/**
 * npm run clean-pictures [-- DIR]
 *
 * Removes what the pictures under public/images (or DIR) say besides their pixels (GPS position,
 * camera, author, comments: src/server/uploads/picture-cleaning.ts), as an upload through the
 * editor does; for a picture committed by hand. Each file keeps its name; a clean one is left as it
 * is. Prints each file it changed and what it removed. Exit code 0, or 1 when a file cannot be read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { sniff } from '../src/server/uploads/picture-check.ts';
import { cleanPicture } from '../src/server/uploads/picture-cleaning.ts';
import { writeFileAtomicallyAsync } from '../src/server/uploads/write-atomically.ts';

const root = resolve(import.meta.dirname, '..');
const dir = resolve(process.argv[2] ?? join(root, 'public', 'images'));

let changed = 0;
for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = join(entry.parentPath, entry.name);
  const bytes = readFileSync(file);
  const type = sniff(bytes);
  if (!type || type === 'svg') continue;
  const cleaned = await cleanPicture(type, bytes);
  if (cleaned.bytes.equals(bytes)) continue;
  await writeFileAtomicallyAsync(file, cleaned.bytes);
  changed++;
  const what = [...cleaned.removed, ...(cleaned.turned ? ['turned upright'] : [])].join(', ') || 'encoded again';
  console.log(`${relative(root, file)}: ${what}`);
}
console.log(
  changed === 0 ? `Every picture under ${relative(root, dir) || dir} is clean.` : `${changed} pictures cleaned.`,
);
