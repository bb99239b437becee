// Saving the editor's draft: every file it changed, each written as people keep it
// (src/shared/config-edit/config-text.ts), only when none changed on disk since the editor read it and
// the whole config with them validates; then each is written atomically.
import { kindOf } from '../../shared/config-check/config-layout.ts';
import { isError, type Problem } from '../../shared/config-check/json-source.ts';
import { editedFileText, newFileText } from '../../shared/config-edit/config-text.ts';
import { schemaFile, type SchemaSet } from '../../shared/config-edit/schema-walk.ts';
import { writeFileAtomically } from './atomic-write.ts';
import { textHash, type ConfigDirectory, type FileState } from './config-dir.ts';
import type { DraftCheck } from './draft-check.ts';

export interface SavedFile {
  path: string;
  /** The hash of the file as the editor read it; null for a file the draft creates. */
  baseHash: string | null;
  value: unknown;
}

export type SaveOutcome =
  | { kind: 'saved'; files: ({ path: string } & FileState)[] }
  | { kind: 'conflict'; paths: string[] }
  | { kind: 'invalid'; problems: Problem[] };

function parsed(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** The text a file gets: the one on disk edited in place, or a new file written whole. */
export function savedText(schemas: SchemaSet, path: string, current: FileState | undefined, value: unknown): string {
  const node = schemaFile(schemas, kindOf(path)!.schema);
  const before = current && parsed(current.text);
  return current && before ? editedFileText(schemas, node, current.text, before.value, value) : newFileText(schemas, node, value);
}

export function saveDraft(directory: ConfigDirectory, schemas: SchemaSet, check: DraftCheck, publicFiles: ReadonlySet<string>, files: SavedFile[]): SaveOutcome {
  const current = directory.readAll();
  // Every path is checked before anything is read or written (fileOf refuses the others).
  const targets = files.map((file) => ({ ...file, target: directory.fileOf(file.path) }));
  const conflicts = targets.filter((file) => (current.get(file.path)?.hash ?? null) !== file.baseHash).map((file) => file.path);
  if (conflicts.length > 0) return { kind: 'conflict', paths: conflicts };

  const texts = new Map(targets.map((file) => [file.path, savedText(schemas, file.path, current.get(file.path), file.value)]));
  const whole = new Map([...current].map(([path, state]) => [path, state.text]));
  for (const [path, text] of texts) whole.set(path, text);
  const problems = check(whole, publicFiles).filter(isError);
  if (problems.length > 0) return { kind: 'invalid', problems };

  const written = targets.map((file) => {
    const text = texts.get(file.path)!;
    // A file saved unchanged is not touched at all.
    if (current.get(file.path)?.text !== text) writeFileAtomically(file.target, text);
    return { path: file.path, text, hash: textHash(text) };
  });
  return { kind: 'saved', files: written };
}
