// What a draft may hold: only files of the kinds the config has (pages/x.json, blog/x.json…, as the
// validator knows them), none over MAX_FILE_BYTES, and together, per account, at most
// MAX_DRAFT_BYTES. The database that keeps drafts also keeps the visitors' submissions: an editor
// must not be able to fill its disk. The largest config file of the site is about 50 KiB.
import { kindOf } from '../../shared/config-check/config-layout.ts';
import { adminText, fill } from '../words/text.ts';

export const MAX_FILE_BYTES = 256 * 1024;
export const MAX_DRAFT_BYTES = 1024 * 1024;

const t = adminText.drafts;
const kib = (bytes: number) => Math.ceil(bytes / 1024).toLocaleString('en');

export type BoundsProblem = { kind: 'not-config'; message: string } | { kind: 'too-large'; message: string };

/**
 * Why a save of `incoming` into a draft that holds `existing` is refused, or undefined. Sizes are
 * UTF-8 bytes, as stored; a file saved again replaces its earlier text in the count.
 */
export function draftBoundsProblem(
  existing: readonly { path: string; text: string }[],
  incoming: readonly { path: string; text: string }[],
): BoundsProblem | undefined {
  const stray = incoming.find((file) => !kindOf(file.path));
  if (stray) return { kind: 'not-config', message: fill(t.notConfig, { path: stray.path }) };
  const large = incoming.find((file) => Buffer.byteLength(file.text) > MAX_FILE_BYTES);
  if (large)
    return {
      kind: 'too-large',
      message: fill(t.fileTooLarge, {
        path: large.path,
        size: kib(Buffer.byteLength(large.text)),
        limit: kib(MAX_FILE_BYTES),
      }),
    };
  const sizes = new Map(existing.map((file) => [file.path, Buffer.byteLength(file.text)]));
  for (const file of incoming) sizes.set(file.path, Buffer.byteLength(file.text));
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  if (total > MAX_DRAFT_BYTES)
    return {
      kind: 'too-large',
      message: fill(t.draftTooLarge, { size: kib(total), limit: kib(MAX_DRAFT_BYTES) }),
    };
  return undefined;
}
