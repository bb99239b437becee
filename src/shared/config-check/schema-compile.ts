// The schemas must compile in the validator's ajv, which is strict (config-ajv.ts): a keyword it does
// not know, a `properties` without `"type": "object"` beside it, an `if` without `then`… stop the
// compilation. ajv says so with a thrown error and a stack trace, sometimes with the place
// (`at "<$id>#<pointer>"`), often without, and never with the file's line. Here each such problem
// becomes a problem of the schema file, at its line and column. One code for every caller that
// compiles schemas/: `npm run validate` and the build (scripts/config-check/schema-strict.ts, which
// reads the files), the editor's bundle (scripts/editor/build-editor.ts) and the editor's server
// (src/server/editor/project-facts.ts), so each names `schemas/…:line:col` with the same words.
import { SCHEMA_BASE } from './config-layout.ts';
import { createConfigAjv } from './config-ajv.ts';
import { formatProblem, pointerSegment, problemAt, type JsonSource, type Problem } from './json-source.ts';

const HINT = 'ajv compiles the schemas in strict mode (src/shared/config-check/config-ajv.ts)';
const META_HINT = 'every schema is a JSON Schema 2020-12 (its meta-schema)';

/** A schema file as read: its path, its place under schemas/ ("sections/hero.schema.json"), its parsed text. */
export interface SchemaFileSource {
  file: string;
  place: string;
  source: JsonSource;
}

interface SchemaFile {
  file: string;
  id: string;
  source: JsonSource;
  schema: Record<string, unknown>;
}

/** How a SchemaCompileError's message starts, so that a thread's caller knows it when only the message crosses. */
export const SCHEMAS_DO_NOT_COMPILE = 'the schemas do not compile';

/** Schemas that do not compile, each problem at its file, line and column: the message says them all. */
export class SchemaCompileError extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[], relativeTo: string) {
    super(
      `${SCHEMAS_DO_NOT_COMPILE} (npm run validate lists the same):\n${problems.map((problem) => formatProblem(problem, relativeTo)).join('\n')}`,
    );
    this.name = 'SchemaCompileError';
    this.problems = problems;
  }
}

/** Every problem that keeps these schema files from compiling; empty when they compile. */
export function schemaCompileProblems(sources: readonly SchemaFileSource[]): Problem[] {
  const problems: Problem[] = [];
  const files: SchemaFile[] = [];
  for (const { file, place, source } of sources) {
    const schema = source.value as Record<string, unknown>;
    const id = SCHEMA_BASE + place;
    if (schema.$id !== id)
      problems.push(problemAt(source, '/$id', `"$id" must be "${id}"`, 'the schemas name each other by it'));
    else files.push({ file, id, source, schema });
  }
  if (problems.length > 0) return problems;

  // Each schema against the meta-schema of JSON Schema 2020-12: a misspelt type, a string for a list…
  const checker = createConfigAjv([]);
  for (const { source, schema } of files) {
    if (checker.validateSchema(schema)) continue;
    // One problem a place: a wrong "type" fails its enum, its array form and the anyOf of both.
    const seen = new Set<string>();
    for (const error of checker.errors ?? []) {
      if (seen.has(error.instancePath)) continue;
      seen.add(error.instancePath);
      const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
      const message = `${error.message ?? 'is invalid'}${allowed ? `: ${allowed.map((value) => JSON.stringify(value)).join(', ')}` : ''}`;
      problems.push(problemAt(source, error.instancePath, `the schema ${message}`, META_HINT));
    }
  }
  if (problems.length > 0) return problems;

  // The common case, compiled once: all is well.
  const thrown = compileError(files, files);
  if (thrown === undefined) return [];
  // Something failed: compiled one file at a time, the culprit is a file that fails by itself, with a
  // message none of the files it refers to gives (ajv compiles a $ref's target inside the referrer).
  const errors = new Map(files.map((file) => [file.id, compileError(files, [file])]));
  const found = new Map<string, Problem>();
  for (const file of files) {
    const message = errors.get(file.id);
    if (message === undefined) continue;
    // A message with its place names its file; without, the file whose references all compile.
    const place: { file?: SchemaFile; pointer?: string } = placeIn(message, files) ?? {
      file: refersTo(file, files).some((target) => errors.get(target.id) === message) ? undefined : file,
    };
    if (!place.file) continue;
    const problem = problemOf(place.file, message, place.pointer);
    found.set(`${problem.file}:${problem.line}:${problem.column}:${problem.message}`, problem);
  }
  // Never silent: should no file be found to blame, the message is still said, at the schemas.
  return found.size > 0 ? [...found.values()] : [{ ...problemOf(files[0]!, thrown, ''), line: 1, column: 1 }];
}

/** ajv's message when these files are compiled, with all of them known, or undefined when they compile. */
function compileError(all: SchemaFile[], compiled: SchemaFile[]): string | undefined {
  try {
    const ajv = createConfigAjv(all.map((file) => file.schema));
    for (const { id } of compiled) ajv.getSchema(id);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The files a schema's "$ref"s lead to (itself included, for a "#/…" ref): a ref resolves against the $id. */
function refersTo(file: SchemaFile, files: SchemaFile[]): SchemaFile[] {
  const targets = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && !value.startsWith('#'))
          targets.add(new URL(value.split('#')[0]!, file.id).href);
        else visit(value);
      }
    }
  };
  visit(file.schema);
  return files.filter((candidate) => targets.has(candidate.id));
}

/** The place a message names itself: ` at "<$id>#<pointer>"` (strictTypes) or ` at path "#<pointer>"`. */
function placeIn(message: string, files: SchemaFile[]): { file: SchemaFile; pointer: string } | undefined {
  const match = / at "([^"#]*)#([^"]*)"/.exec(message);
  if (!match) return undefined;
  const file = files.find((candidate) => candidate.id === match[1]);
  return file ? { file, pointer: decodeURIComponent(match[2]!) } : undefined;
}

/** The problem at the pointer the message gave, else at the keyword it quotes, else at the top. */
function problemOf(file: SchemaFile, message: string, pointer: string | undefined): Problem {
  const said = message
    .replace(/^strict mode: /, '')
    .replace(/ at "[^"]*"( \(\w+\))?$/, '')
    .replace(/ at path "[^"]*"$/, '');
  const pathInMessage = / at path "#([^"]*)"/.exec(message)?.[1];
  const hint = hintFor(said);
  if (pointer !== undefined && pointer !== '') return problemAt(file.source, pointer, said, hint);
  if (pathInMessage !== undefined) return problemAt(file.source, decodeURIComponent(pathInMessage), said, hint);
  const keyword = /"(\$?[A-Za-z][\w-]*)"/.exec(said)?.[1];
  const at = keyword === undefined ? undefined : findKey(file.schema, keyword, '');
  return at === undefined ? problemAt(file.source, '', said, hint) : problemAt(file.source, at, said, hint, keyword);
}

function hintFor(said: string): string {
  const type = /missing type "(\w+)" for keyword "(\w+)"/.exec(said);
  if (type) return `write "type": "${type[1]}" beside "${type[2]}"; ${HINT}`;
  if (said.startsWith('unknown keyword'))
    return `a keyword of JSON Schema 2020-12 or one of the project's "x-" keywords (SCHEMA_KEYWORDS, src/shared/config-check/config-layout.ts); ${HINT}`;
  return HINT;
}

/** The pointer of the first object, in the file's order, that has the key. */
function findKey(node: unknown, key: string, pointer: string): string | undefined {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) {
      const found = findKey(item, key, `${pointer}/${index}`);
      if (found !== undefined) return found;
    }
  } else if (typeof node === 'object' && node !== null) {
    if (Object.hasOwn(node, key)) return pointer;
    for (const [name, value] of Object.entries(node)) {
      const found = findKey(value, key, `${pointer}/${pointerSegment(name)}`);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
