// The editor's state: the files as they are on disk (the base), the draft the marketer edits, and
// the history of edits as immer patches, so every edit since the editor opened can be undone and
// redone. Pure functions, apart from the clock of `edit` (typing in one field merges into one step).
// Most articles are held as their list entry only (the article without its text, GET /api/config)
// until one is opened: `unloaded` names them, and `loaded` puts the whole file in, outside the
// history (loading is no edit). An article held so is never edited: it is loaded first.
import { applyPatches, enablePatches, freeze, produceWithPatches, type Draft as Mutable, type Patch } from 'immer';
import { sameJson } from '../../shared/config-edit/config-text.ts';

enablePatches();

export type JsonObject = Record<string, unknown>;

/** A file of the draft: parsed JSON, or the text of a file that does not parse (edited as text until it does). */
export type DraftFile = { kind: 'json'; value: JsonObject } | { kind: 'text'; text: string };

export interface BaseFile {
  text: string;
  hash: string;
}

export interface HistoryStep {
  patches: Patch[];
  inverse: Patch[];
  /** Edits of one group (one field) in quick succession are one step. */
  group: string | undefined;
  at: number;
}

export interface EditorState {
  /** The files on disk the draft began from (the articles held whole). */
  base: Record<string, BaseFile>;
  /**
   * The articles held as their list entry only, by path, with the hash of the file on disk: in
   * `files` their value is that entry (all the lists read), never edited, never saved.
   */
  unloaded: Readonly<Record<string, string>>;
  /** The hash of the disk's file a draft file was begun from, where not base's (a draft kept from an earlier visit). */
  basedOn: Record<string, string | null>;
  files: Record<string, DraftFile>;
  past: HistoryStep[];
  future: HistoryStep[];
}

/** Edits of the same group closer than this are one step of Undo. */
export const MERGE_WINDOW_MS = 1000;

/** A file's text as a draft file: its JSON, or the text itself when it does not parse as an object. */
export function draftFileOf(text: string): DraftFile {
  try {
    const value = JSON.parse(text) as unknown;
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return { kind: 'json', value: value as JsonObject };
  } catch {
    // Shown as text: the validator names the place of the error.
  }
  return { kind: 'text', text };
}

/** What isChanged found of a draft file against a base: asked of every file on each edit, answered again only for the one edited. */
const changedMemo = new WeakMap<DraftFile, { base: BaseFile; changed: boolean }>();

/** An article as the editor lists it before it is loaded: its value without its text, and the file's hash. */
export interface ListedArticle {
  hash: string;
  entry: JsonObject;
}

export function initialState(
  base: Record<string, BaseFile>,
  restored: { files: Record<string, DraftFile>; baseHashes: Record<string, string | null> } = {
    files: {},
    baseHashes: {},
  },
  listed: Record<string, ListedArticle> = {},
): EditorState {
  const files = Object.fromEntries(
    Object.entries(base).map(([path, file]) => {
      const draft = draftFileOf(file.text);
      // Read from that very base: unchanged, known without comparing (the first keystroke asks of every file).
      changedMemo.set(draft, { base: file, changed: false });
      return [path, draft];
    }),
  );
  const unloaded: Record<string, string> = {};
  for (const [path, article] of Object.entries(listed)) {
    // A draft kept in the browser holds the whole file: the caller loads those first (show-editor.tsx).
    if (path in restored.files || path in base) continue;
    files[path] = { kind: 'json', value: article.entry };
    unloaded[path] = article.hash;
  }
  // Frozen now, as immer leaves every state it makes: else the first keystroke pays for freezing every
  // file (tens of milliseconds at 2,000 articles, in the key's own task), the editor's open does instead.
  return {
    base,
    unloaded,
    basedOn: restored.baseHashes,
    files: freeze({ ...files, ...restored.files }, true),
    past: [],
    future: [],
  };
}

/**
 * An article held as its list entry, now whole (its file as GET /api/files/… read it): not an edit,
 * so the history stays. The file read is the base from now on, even when it changed on disk since
 * the editor opened (the draft had not changed it).
 */
export function loaded(state: EditorState, path: string, file: BaseFile | undefined): EditorState {
  if (!(path in state.unloaded)) return state;
  const unloaded = { ...state.unloaded };
  delete unloaded[path];
  const files = { ...state.files };
  const base = { ...state.base };
  if (file) {
    const draft = freeze(draftFileOf(file.text), true);
    changedMemo.set(draft, { base: file, changed: false });
    files[path] = draft;
    base[path] = file;
  } else delete files[path]; // Gone from disk since the editor opened.
  return { ...state, unloaded, base, files: freeze(files) };
}

/** The draft back at the files it was based on (Discard): the history gone, the articles not loaded still so. */
export function discarded(state: EditorState): EditorState {
  const listed = Object.fromEntries(
    Object.entries(state.unloaded).flatMap(([path, hash]) => {
      const file = state.files[path];
      return file?.kind === 'json' ? [[path, { hash, entry: file.value }] as const] : [];
    }),
  );
  return initialState(state.base, undefined, listed);
}

/** Whether the editor holds only the list entry of the file at `path`. */
export const isUnloaded = (state: EditorState, path: string) => path in state.unloaded;

/** The hash a save sends for a file: of the file on disk its draft began from (null: a new file). */
export function baseHashOf(state: EditorState, path: string): string | null {
  return path in state.basedOn ? state.basedOn[path]! : (state.base[path]?.hash ?? null);
}

/** One edit of the draft's files, recorded for Undo. */
export function edit(
  state: EditorState,
  recipe: (files: Mutable<Record<string, DraftFile>>) => void,
  group?: string,
  now = Date.now(),
): EditorState {
  const [files, patches, inverse] = produceWithPatches(state.files, recipe);
  if (patches.length === 0) return state;
  // Saved, a list entry would replace the article's text: every action loads an article before it edits it.
  const touched = patches.find((patch) => String(patch.path[0]) in state.unloaded);
  if (touched) throw new Error(`${String(touched.path[0])} was edited before it was loaded`);
  const last = state.past.at(-1);
  if (group !== undefined && last && last.group === group && now - last.at < MERGE_WINDOW_MS) {
    const merged: HistoryStep = {
      patches: [...last.patches, ...patches],
      inverse: [...inverse, ...last.inverse],
      group,
      at: now,
    };
    return { ...state, files, past: [...state.past.slice(0, -1), merged], future: [] };
  }
  return { ...state, files, past: [...state.past, { patches, inverse, group, at: now }], future: [] };
}

export function undo(state: EditorState): EditorState {
  const step = state.past.at(-1);
  if (!step) return state;
  return {
    ...state,
    files: applyPatches(state.files, step.inverse),
    past: state.past.slice(0, -1),
    future: [step, ...state.future],
  };
}

export function redo(state: EditorState): EditorState {
  const [step, ...rest] = state.future;
  if (!step) return state;
  // A redone step never merges with the next edit.
  return {
    ...state,
    files: applyPatches(state.files, step.patches),
    past: [...state.past, { ...step, group: undefined }],
    future: rest,
  };
}

/** Whether a draft file differs from the file on disk. */
export function isChanged(state: EditorState, path: string): boolean {
  const file = state.files[path];
  const base = state.base[path];
  if (!file || path in state.unloaded) return false;
  if (!base) return true;
  const known = changedMemo.get(file);
  if (known?.base === base) return known.changed;
  const changed = differs(file, base);
  changedMemo.set(file, { base, changed });
  return changed;
}

function differs(file: DraftFile, base: BaseFile): boolean {
  const before = draftFileOf(base.text);
  if (file.kind === 'text' || before.kind === 'text')
    return file.kind !== before.kind || (file.kind === 'text' && before.kind === 'text' && file.text !== before.text);
  return !sameJson(file.value, before.value);
}

/** The paths of the files the draft changed or created. */
export function changedPaths(state: EditorState): string[] {
  return Object.keys(state.files)
    .filter((path) => isChanged(state, path))
    .sort();
}

/** After a save: the saved files are the new base; the history stays. */
export function saved(state: EditorState, files: ({ path: string } & BaseFile)[]): EditorState {
  const base = { ...state.base };
  const basedOn = { ...state.basedOn };
  for (const file of files) {
    base[file.path] = { text: file.text, hash: file.hash };
    delete basedOn[file.path];
  }
  return { ...state, base, basedOn };
}

/** A file that changed on disk: keep the draft's version (the next save overwrites it) or take the disk's. */
export function resolveConflict(
  state: EditorState,
  path: string,
  disk: BaseFile | undefined,
  keep: 'mine' | 'disk',
): EditorState {
  const base = { ...state.base };
  const basedOn = { ...state.basedOn };
  delete basedOn[path];
  if (disk) base[path] = disk;
  else delete base[path];
  if (keep === 'mine') return { ...state, base, basedOn };
  const files = { ...state.files };
  if (disk) files[path] = draftFileOf(disk.text);
  else delete files[path];
  return { ...state, base, basedOn, files };
}
