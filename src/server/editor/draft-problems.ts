// The problems of the editor's draft as a check of every file finds them (POST /api/check): the
// files the draft changed, as the editor sends them, laid over the files as the user sees them now,
// the whole config checked on the checks' thread (check-thread.ts). The editor holds only a list
// entry of most articles (src/editor/state/draft.ts): the problems that need the others (an
// article's own, a link from one to a page the draft removed, two articles with one title) are found
// here, and the editor merges them with its own check of what it holds (src/editor/state/merge-problems.ts).
import { kindOf } from '../../shared/config-check/config-layout.ts';
import type { SchemaSet } from '../../shared/config-edit/schema-walk.ts';
import { isJsonObject } from '../http/json-body.ts';
import type { FileState } from './config-dir.ts';
import type { DraftCheck } from './draft-check.ts';
import { reportedProblems, type ReportedProblems } from './reported-problems.ts';
import { savedText } from './save.ts';

/** A draft of every file changed is still bounded by the body's size (SAVE_BODY_LIMIT). */
const MAX_FILES = 5000;
/** The editor lists every problem of its own check: the server's answer lists as many as a page reads. */
export const MAX_CHECKED_PROBLEMS = 1000;

const MALFORMED =
  'Send { "files": [{ "path", "value" } or { "path", "text" }] }: the files of the draft that differ from the saved ones.';

export type DraftProblems = { kind: 'malformed'; message: string } | ({ kind: 'checked' } & ReportedProblems);

type DraftEntry = { path: string; value: Record<string, unknown> } | { path: string; text: string };

function isDraftEntry(value: unknown): value is DraftEntry {
  return (
    isJsonObject(value) &&
    typeof value.path === 'string' &&
    (isJsonObject(value.value) || typeof value.text === 'string') &&
    Object.keys(value).length === 2
  );
}

/** On the checks' thread: the body of POST /api/check (its JSON text), judged with the files as they are now. */
export function draftProblems(
  body: string,
  current: ReadonlyMap<string, FileState>,
  schemas: SchemaSet,
  check: DraftCheck,
  publicFiles: ReadonlySet<string>,
  published?: ReadonlyMap<string, string>,
): DraftProblems {
  let request: unknown;
  try {
    request = JSON.parse(body);
  } catch {
    return { kind: 'malformed', message: MALFORMED };
  }
  if (
    !isJsonObject(request) ||
    !Array.isArray(request.files) ||
    request.files.length > MAX_FILES ||
    !request.files.every(isDraftEntry)
  )
    return { kind: 'malformed', message: MALFORMED };
  const files = request.files as DraftEntry[];
  const stray = files.find((file) => !kindOf(file.path));
  if (stray) return { kind: 'malformed', message: `"${stray.path}" is not a file of the site configuration.` };
  const whole = new Map([...current].map(([path, state]) => [path, state.text]));
  // Each file as a save would write it, so every problem names the line it will have.
  for (const file of files)
    whole.set(
      file.path,
      'text' in file ? file.text : savedText(schemas, file.path, current.get(file.path), file.value),
    );
  return { kind: 'checked', ...reportedProblems(check(whole, publicFiles, published), MAX_CHECKED_PROBLEMS) };
}
