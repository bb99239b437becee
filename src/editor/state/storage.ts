// Unsaved work survives a reload: the changed files of the draft are kept in the browser's
// localStorage, with the hash of the file each was based on, until they are saved or discarded.
import type { DraftFile } from './draft.ts';

const KEY = 'cortracker-editor:draft';

export interface StoredDraft {
  /** The config directory the draft belongs to (the server says which). */
  config: string;
  files: Record<string, DraftFile>;
  /** The hash of each file on disk when the draft of it began; null for a new file. */
  baseHashes: Record<string, string | null>;
}

export function readStoredDraft(config: string): StoredDraft | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as StoredDraft | null;
    return stored && stored.config === config && typeof stored.files === 'object' ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeDraft(draft: StoredDraft): void {
  if (Object.keys(draft.files).length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(draft));
}

export function forgetDraft(): void {
  localStorage.removeItem(KEY);
}
