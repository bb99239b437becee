// Saving the editor's work: every file it changed, each written as people keep it
// (src/shared/config-edit/config-text.ts), only when none changed since the editor read it and the
// whole config with them validates; then the source writes them (config-source.ts: the files on
// disk, or the user's draft under /admin). Reading the body, writing the texts and checking the
// whole config (prepareSave) run on the config checks' thread (check-thread.ts), with a deadline,
// and so does the answer's JSON: the event loop only reads what the user sees now, writes what the
// thread prepared and sends the bytes it made.
import type { FastifyRequest } from 'fastify';
import { kindOf } from '../../shared/config-check/config-layout.ts';
import { isError } from '../../shared/config-check/json-source.ts';
import { editedFileText, newFileText } from '../../shared/config-edit/config-text.ts';
import { schemaFile, type SchemaSet } from '../../shared/config-edit/schema-walk.ts';
import { isJsonObject } from '../http/json-body.ts';
import { PathRefused, type FileState } from './config-dir.ts';
import { textHash } from './config-files.ts';
import type { ConfigSource, WrittenFile } from './config-source.ts';
import type { ConfigChecks } from './config-checks.ts';
import type { DraftCheck } from './draft-check.ts';
import { reportedProblems, type ReportedProblems } from './reported-problems.ts';

export interface SavedFile {
  path: string;
  /** The hash of the file as the editor read it; null for a file the draft creates. */
  baseHash: string | null;
  value: unknown;
}

/** What the checks' thread makes of a save, before anything is written. */
export type PreparedSave =
  | { kind: 'malformed'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'conflict'; paths: string[] }
  | ({ kind: 'invalid' } & ReportedProblems)
  /** `answer`: the JSON of the 200 answer ({ files: EditorFile[] }), made on the thread too (see savedAnswer). */
  | { kind: 'ready'; files: WrittenFile[]; answer: Uint8Array };

export type SaveOutcome =
  | Exclude<PreparedSave, { kind: 'ready' }>
  /** `answer`: the bytes to send as they are. */
  | { kind: 'saved'; paths: string[]; answer: Uint8Array }
  | { kind: 'too-large'; message: string }
  | { kind: 'stopped'; message: string };

/** Files in one save: a few at a time in practice. */
const MAX_FILES = 200;
const MALFORMED = 'Send { "files": [{ "path", "baseHash", "value" }] }.';

function isSavedFile(value: unknown): value is SavedFile {
  return (
    isJsonObject(value) &&
    typeof value.path === 'string' &&
    (value.baseHash === null || typeof value.baseHash === 'string') &&
    'value' in value &&
    isJsonObject(value.value)
  );
}

function parsed(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** The text a file gets: the current one edited in place, or a new file written whole. */
export function savedText(schemas: SchemaSet, path: string, current: FileState | undefined, value: unknown): string {
  const node = schemaFile(schemas, kindOf(path)!.schema);
  const before = current && parsed(current.text);
  return current && before
    ? editedFileText(schemas, node, current.text, before.value, value)
    : newFileText(schemas, node, value);
}

/**
 * On the checks' thread: the save's body (its JSON text) judged against the files as the user sees
 * them now: its shape, its paths, its bases, then the whole config with its files.
 */
export function prepareSave(
  body: string,
  current: ReadonlyMap<string, FileState>,
  schemas: SchemaSet,
  check: DraftCheck,
  publicFiles: ReadonlySet<string>,
): PreparedSave {
  const request = parsed(body)?.value;
  if (
    !isJsonObject(request) ||
    !Array.isArray(request.files) ||
    request.files.length === 0 ||
    request.files.length > MAX_FILES ||
    !request.files.every(isSavedFile)
  )
    return { kind: 'malformed', message: MALFORMED };
  const files = request.files as SavedFile[];
  const stray = files.find((file) => !kindOf(file.path));
  if (stray) return { kind: 'refused', message: `"${stray.path}" is not a file of the site configuration` };
  const conflicts = files
    .filter((file) => (current.get(file.path)?.hash ?? null) !== file.baseHash)
    .map((file) => file.path);
  if (conflicts.length > 0) return { kind: 'conflict', paths: conflicts };
  const texts = new Map(
    files.map((file) => [file.path, savedText(schemas, file.path, current.get(file.path), file.value)]),
  );
  const whole = new Map([...current].map(([path, state]) => [path, state.text]));
  for (const [path, text] of texts) whole.set(path, text);
  const problems = check(whole, publicFiles).filter(isError);
  if (problems.length > 0) return { kind: 'invalid', ...reportedProblems(problems) };
  const written = files.map((file) => ({ path: file.path, baseHash: file.baseHash, text: texts.get(file.path)! }));
  return { kind: 'ready', files: written, answer: savedAnswer(written) };
}

/**
 * The answer to a save that is written: every file with its text and hash (the editor's EditorFile).
 * Made on the checks' thread: hashing 2 MiB and writing it as JSON (each quote and line break
 * escaped) held the event loop 25-56 ms, longer than any request may; the route sends these bytes.
 */
function savedAnswer(files: WrittenFile[]): Uint8Array {
  const answer = { files: files.map(({ path, text }) => ({ path, text, hash: textHash(text) })) };
  return Buffer.from(JSON.stringify(answer), 'utf8');
}

export interface SaveContext {
  source: ConfigSource;
  request: FastifyRequest;
  checks: ConfigChecks;
  publicFiles: string[];
  /** How long the check may take (tests shorten it). */
  deadlineMs?: number;
}

/** Saves the body of an editor's save (its raw JSON), as the checks' thread prepared it. */
export async function saveEdits(
  { source, request, checks, publicFiles, deadlineMs }: SaveContext,
  body: Buffer,
): Promise<SaveOutcome> {
  const current = await source.readAll(request);
  const prepared = await checks.prepareSave(body, current, publicFiles, deadlineMs);
  if (prepared.kind !== 'ready') return prepared;
  let written;
  try {
    written = await source.write(request, prepared.files);
  } catch (error) {
    // The draft refuses what its bounds do not allow (a file or a draft too large).
    if (error instanceof PathRefused) return { kind: 'refused', message: error.message };
    throw error;
  }
  if (written.kind !== 'written') return written;
  return { kind: 'saved', paths: prepared.files.map((file) => file.path), answer: prepared.answer };
}
