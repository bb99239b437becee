// The articles held as their list entry (state/draft.ts) loaded whole when something needs their
// text: the article opened, or shown in the preview, or changed by "Replace everywhere". Each is
// asked of the server once at a time; loading is no edit (the history stays).
import { useCallback, useLayoutEffect, useRef } from 'react';
import { fetchFile } from '../state/api.ts';
import { loaded, type EditorState } from '../state/draft.ts';
import type { DraftHandle } from './use-draft.ts';

export type Load = (paths: readonly string[]) => Promise<void>;

export function useLoader(
  { state, setState }: Pick<DraftHandle, 'state' | 'setState'>,
  onFailed: (path: string, error: unknown) => void,
): Load {
  const asking = useRef(new Map<string, Promise<void>>());
  const unloaded = useRef<EditorState['unloaded']>(state.unloaded);
  useLayoutEffect(() => {
    unloaded.current = state.unloaded;
  });
  return useCallback(
    async (paths) => {
      await Promise.all(
        paths
          .filter((path) => path in unloaded.current)
          .map((path) => {
            let load = asking.current.get(path);
            if (!load) {
              load = fetchFile(path)
                .then((file) => setState((current) => loaded(current, path, file)))
                .catch((error: unknown) => onFailed(path, error))
                .finally(() => asking.current.delete(path));
              asking.current.set(path, load);
            }
            return load;
          }),
      );
    },
    [setState, onFailed],
  );
}
