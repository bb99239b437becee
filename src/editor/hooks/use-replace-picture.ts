// "Replace everywhere" of the media library: every file that shows a picture is changed to show
// another, as one step of Undo. The articles among them held as their list entry are loaded first
// (the entry names the article's pictures: its text cannot show one), so none is edited unloaded.
import { original } from 'immer';
import { replacePicture, type Replacement } from '../../shared/picture-usage.ts';
import type { DraftFile, JsonObject } from '../state/draft.ts';
import type { DraftHandle } from './use-draft.ts';
import type { Load } from './use-loader.ts';

/** Returns the replacing function; it answers how many files it changed. */
export function useReplacePicture(
  { apply }: DraftHandle,
  usage: ReadonlyMap<string, string[]>,
  load: Load,
): (from: string, to: Replacement) => Promise<number> {
  return async (from, to) => {
    const users = usage.get(from) ?? [];
    await load(users);
    apply((files) => {
      for (const path of users) {
        const entry = files[path] && (original(files[path]) as DraftFile | undefined);
        const next = entry?.kind === 'json' ? replacePicture(entry.value, from, to) : undefined;
        if (next) files[path] = { kind: 'json', value: next as JsonObject };
      }
    });
    return users.length;
  };
}
