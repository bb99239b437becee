// What a publish changes, for its history: which files were added, changed or removed, and a
// unified diff of their JSON text (by the `diff` library), as `git diff` shows it.
import { createTwoFilesPatch } from 'diff';
import type { FileChange } from '../store/index.ts';
import type { ConfigFiles } from '../editor/config-files.ts';

export interface ConfigChanges {
  files: { path: string; change: FileChange }[];
  diff: string;
}

export function configChanges(before: ConfigFiles, after: ConfigFiles): ConfigChanges {
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const files: ConfigChanges['files'] = [];
  const patches: string[] = [];
  for (const path of paths) {
    const old = before[path];
    const next = after[path];
    if (old === next) continue;
    files.push({ path, change: old === undefined ? 'added' : next === undefined ? 'removed' : 'changed' });
    const patch = createTwoFilesPatch(
      old === undefined ? '/dev/null' : `a/${path}`,
      next === undefined ? '/dev/null' : `b/${path}`,
      old ?? '',
      next ?? '',
      undefined,
      undefined,
      { context: 3 },
    );
    // The library's first line is a rule of "=" signs: the file names that follow say the same.
    patches.push(patch.split('\n').slice(1).join('\n').trimEnd());
  }
  return { files, diff: patches.join('\n') };
}
