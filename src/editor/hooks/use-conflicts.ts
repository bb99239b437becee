// A save refused because a file changed since the editor read it: for each such file the marketer
// keeps their version (saved over the new one) or takes the new one.
import { fetchFile } from '../state/api.ts';
import { resolveConflict } from '../state/draft.ts';
import type { DraftHandle } from './use-draft.ts';
import type { SavingHandle } from './use-saving.ts';

export function useConflicts(draft: DraftHandle, saving: SavingHandle) {
  const settle = async (path: string, keep: 'mine' | 'disk') => {
    const disk = await fetchFile(path);
    draft.setState((current) => resolveConflict(current, path, disk, keep));
    saving.setStatus((current) =>
      current.kind === 'conflict' && current.paths.length > 1
        ? { kind: 'conflict', paths: current.paths.filter((other) => other !== path) }
        : { kind: 'idle' },
    );
  };
  return { settle };
}
