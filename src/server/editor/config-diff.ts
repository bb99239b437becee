// What a publish changes, for its history: which files were added, changed or removed, and a
// unified diff of their JSON text (by the `diff` library), as `git diff` shows it. Bounded: the
// library gives up on a file whose diff would cost too much (too many edits, or too long), which
// is then named without its lines, and the whole diff stops at a size the history can show. It is
// computed on the config checks' thread (src/server/editor/check-thread.ts), never the event loop.
import { createTwoFilesPatch } from 'diff';
import type { FileChange } from '../store/index.ts';
import type { ConfigFiles } from './config-files.ts';

export interface ConfigChanges {
  files: { path: string; change: FileChange }[];
  diff: string;
}

/** The library's own limits for one file: edits considered (lines), and time. */
export const DIFF_LIMITS = { maxEditLength: 20_000, timeout: 2_000 };
/** The longest diff kept for a version (characters). */
export const MAX_DIFF_CHARS = 512 * 1024;

export function configChanges(before: ConfigFiles, after: ConfigFiles): ConfigChanges {
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const files: ConfigChanges['files'] = [];
  const patches: string[] = [];
  let length = 0;
  let cut = false;
  for (const path of paths) {
    const old = before[path];
    const next = after[path];
    if (old === next) continue;
    files.push({ path, change: old === undefined ? 'added' : next === undefined ? 'removed' : 'changed' });
    if (cut) continue;
    const patch = createTwoFilesPatch(
      old === undefined ? '/dev/null' : `a/${path}`,
      next === undefined ? '/dev/null' : `b/${path}`,
      old ?? '',
      next ?? '',
      undefined,
      undefined,
      { context: 3, ...DIFF_LIMITS },
    );
    // The library's first line is a rule of "=" signs: the file names that follow say the same.
    const text =
      patch === undefined
        ? `--- a/${path}\n+++ b/${path}\n(the changes of ${path} are too large to show line by line)`
        : patch.split('\n').slice(1).join('\n').trimEnd();
    if (length + text.length > MAX_DIFF_CHARS) {
      patches.push(
        `(the diff stops here: it is longer than ${MAX_DIFF_CHARS / 1024} KiB; the list of files is complete)`,
      );
      cut = true;
      continue;
    }
    length += text.length + 1;
    patches.push(text);
  }
  return { files, diff: patches.join('\n') };
}
