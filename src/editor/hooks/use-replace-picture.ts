// "Replace everywhere" of the media library: every file that shows a picture is changed to show
// another, as one step of Undo.
import { replacePicture, type Replacement } from '../../shared/picture-usage.ts';
import type { JsonObject } from '../state/draft.ts';
import type { DraftHandle } from './use-draft.ts';

/** Returns the replacing function; it answers how many files it changed. */
export function useReplacePicture({ state, apply }: DraftHandle): (from: string, to: Replacement) => number {
  return (from, to) => {
    const changes = Object.entries(state.files).flatMap(([path, entry]) => {
      const next = entry.kind === 'json' ? replacePicture(entry.value, from, to) : undefined;
      return next ? [[path, next] as const] : [];
    });
    apply((files) => {
      for (const [path, value] of changes) files[path] = { kind: 'json', value: value as JsonObject };
    });
    return changes.length;
  };
}
