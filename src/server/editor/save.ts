// Saving the editor's work: every file it changed, each written as people keep it
// (src/shared/config-edit/config-text.ts), only when none changed since the editor read it and the
// whole config with them validates; then the source writes them (config-source.ts: the files on
// disk, or the user's draft under /admin).
import type { FastifyRequest } from 'fastify';
import { kindOf } from '../../shared/config-check/config-layout.ts';
import { isError, type Problem } from '../../shared/config-check/json-source.ts';
import { editedFileText, newFileText } from '../../shared/config-edit/config-text.ts';
import { schemaFile, type SchemaSet } from '../../shared/config-edit/schema-walk.ts';
import { PathRefused, type FileState } from './config-dir.ts';
import { textHash } from './config-files.ts';
import type { ConfigSource } from './config-source.ts';
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

/** The text a file gets: the current one edited in place, or a new file written whole. */
export function savedText(schemas: SchemaSet, path: string, current: FileState | undefined, value: unknown): string {
  const node = schemaFile(schemas, kindOf(path)!.schema);
  const before = current && parsed(current.text);
  return current && before
    ? editedFileText(schemas, node, current.text, before.value, value)
    : newFileText(schemas, node, value);
}

export interface SaveContext {
  source: ConfigSource;
  request: FastifyRequest;
  schemas: SchemaSet;
  check: DraftCheck;
  publicFiles: ReadonlySet<string>;
}

export async function saveEdits(
  { source, request, schemas, check, publicFiles }: SaveContext,
  files: SavedFile[],
): Promise<SaveOutcome> {
  for (const file of files)
    if (!kindOf(file.path)) throw new PathRefused(`"${file.path}" is not a file of the site configuration`);
  const current = await source.readAll(request);
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
  if (problems.length > 0) return { kind: 'invalid', problems };

  const written = await source.write(
    request,
    files.map((file) => ({ path: file.path, baseHash: file.baseHash, text: texts.get(file.path)! })),
  );
  if (written.kind === 'conflict') return written;
  return { kind: 'saved', files: [...texts].map(([path, text]) => ({ path, text, hash: textHash(text) })) };
}
