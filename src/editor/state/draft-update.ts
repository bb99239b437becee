// "Update my draft" (issue 27): the files someone published over since the marketer's draft began
// (src/server/admin/draft-update-routes.ts), each merged three ways (json-merge.ts) with the
// marketer's work as the editor holds it (unsaved edits included) as "mine"; the merged files
// written as text on the live file (as a save writes them: config-text.ts) and saved into the
// draft with the live file as their new base. Each change both sides made is told in the
// marketer's words (history-words.ts).
import { kindOf } from '../../shared/config-check/config-layout.ts';
import { editedFileText, newFileText } from '../../shared/config-edit/config-text.ts';
import { schemaFile } from '../../shared/config-edit/schema-walk.ts';
import { checkedJson, post } from './api.ts';
import { BEHIND_ANSWER } from '../../shared/editor-answers.ts';
import { schemaSet } from './check-draft.ts';
import { baseHashOf, changedPaths, draftFileOf, type EditorState } from './draft.ts';
import { placeOf, valueWords } from './history-words.ts';
import { mergeJson, NO_BASE, type Choice, type MergeConflict } from './json-merge.ts';
import type { BehindFile } from '../../shared/draft-contract.ts';

/** A change both sides made, as the marketer reads it. */
export interface ConflictView {
  key: string;
  /** Where, in the marketer's words ("Fixture service two › Price"). */
  place: string;
  mine: string;
  theirs: string;
}

export interface FilePlan {
  path: string;
  baseFound: boolean;
  theirsHash: string | null;
  theirsText: string | null;
  base: unknown;
  mine: unknown;
  theirs: unknown;
  conflicts: ConflictView[];
}

export type Choices = Readonly<Record<string, Choice>>;

/** The key of a choice: a file's conflict. */
export const choiceKey = (path: string, key: string) => `${path} ${key}`;

function parsed(text: string | null): unknown {
  if (text === null) return undefined;
  const file = draftFileOf(text);
  return file.kind === 'json' ? file.value : undefined;
}

function described(
  path: string,
  conflict: MergeConflict,
  mine: unknown,
  theirs: unknown,
  locale: string,
): ConflictView {
  const where = placeOf(path, mine ?? theirs, conflict.path);
  return {
    key: conflict.key,
    place: where.place,
    mine: valueWords(conflict.mine, mine, where.currency, locale),
    theirs: valueWords(conflict.theirs, theirs, where.currency, locale),
  };
}

/** Each file to bring up to date, with its changes both sides made; "mine" is the editor's version of it. */
export function planUpdate(files: readonly BehindFile[], state: EditorState, locale: string): FilePlan[] {
  return files.map((file) => {
    // An article held as its list entry only is the server's file itself, which `mine` is.
    const held = file.path in state.unloaded ? undefined : state.files[file.path];
    const mine = held?.kind === 'json' ? held.value : parsed(file.mine);
    const theirs = parsed(file.theirs);
    const base = file.baseFound ? parsed(file.base) : NO_BASE;
    const { conflicts } = mergeJson(base, mine, theirs);
    return {
      path: file.path,
      baseFound: file.baseFound,
      theirsHash: file.theirsHash,
      theirsText: file.theirs,
      base,
      mine,
      theirs,
      conflicts: conflicts.map((conflict) => described(file.path, conflict, mine, theirs, locale)),
    };
  });
}

/** Every change both sides made has a choice. */
export const allChosen = (plans: readonly FilePlan[], choices: Choices) =>
  plans.every((plan) => plan.conflicts.every((conflict) => choices[choiceKey(plan.path, conflict.key)]));

/** A file as the draft keeps it after the update, on the live file whose hash it names. */
export interface MergedFile {
  path: string;
  theirsHash: string | null;
  text: string | null;
}

/**
 * The merged files, as the texts the draft keeps; a null text for a file the live site removed and
 * the marketer let go (the draft drops it), nothing for one neither side has any more.
 */
export function mergedTexts(plans: readonly FilePlan[], choices: Choices): MergedFile[] {
  return plans.flatMap((plan): MergedFile[] => {
    const own = Object.fromEntries(
      plan.conflicts.map((conflict) => [conflict.key, choices[choiceKey(plan.path, conflict.key)] ?? 'mine']),
    );
    const { value } = mergeJson(plan.base, plan.mine, plan.theirs, own);
    if (value === undefined) return plan.mine === undefined ? [] : [{ path: plan.path, theirsHash: null, text: null }];
    const kind = kindOf(plan.path);
    const node = kind && schemaFile(schemaSet, kind.schema);
    // Written on the live file, as a save would: its layout and order stay, only what changed is rewritten.
    const text = !node
      ? `${JSON.stringify(value, null, 2)}\n`
      : plan.theirsText !== null && plan.theirs !== undefined
        ? editedFileText(schemaSet, node, plan.theirsText, plan.theirs, value)
        : newFileText(schemaSet, node, value);
    return [{ path: plan.path, theirsHash: plan.theirsHash, text }];
  });
}

/** The files the editor changed and has not saved, with the hash of the file each was read from. */
export const editedFiles = (state: EditorState) =>
  changedPaths(state).map((path) => ({ path, baseHash: baseHashOf(state, path) }));

async function message(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return body.message ?? `${response.status}`;
}

export async function fetchBehind(state: EditorState): Promise<BehindFile[]> {
  const response = await post('draft/behind', { edited: editedFiles(state) });
  if (!response.ok) throw new Error(await message(response));
  return (await checkedJson('POST api/draft/behind', response, BEHIND_ANSWER)).files;
}

/** Saves the merged files into the draft: nothing when the server did, else its reason. */
export async function sendUpdate(files: MergedFile[]) {
  const response = await post('draft/update', { files });
  return response.ok ? undefined : message(response);
}
