// The validator's problems where the editor shows them: as the lines of `npm run validate` in the
// Problems region, and at their fields in the forms (as react-jsonschema-form's error schema).
import type { ErrorSchema } from '@rjsf/utils';
import { formatProblem, pointerSegments, type Problem } from '../../shared/config-check/json-source.ts';

/** The line `npm run validate` prints for the problem, its file named inside the config directory. */
export function problemLine(problem: Problem): string {
  return formatProblem(problem, '');
}

/** The sentence at the field: the message and its hint. */
export function problemSentence(problem: Problem): string {
  return problem.hint ? `${problem.message} (${problem.hint})` : problem.message;
}

/** Whether a problem concerns the value at `pointer` of the file, or something inside it. */
export function concerns(problem: Problem, path: string, pointer: string): boolean {
  return problem.file === path && (problem.pointer === pointer || problem.pointer.startsWith(`${pointer}/`));
}

/** The problems of a file under `pointer` as an error schema of the form that edits that value. */
export function errorSchemaOf(problems: Problem[], path: string, pointer: string): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const problem of problems) {
    if (!concerns(problem, path, pointer)) continue;
    const segments = [
      ...pointerSegments(problem.pointer.slice(pointer.length)),
      ...(problem.property ? [problem.property] : []),
    ];
    let node = root;
    for (const segment of segments) node = (node[String(segment)] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(problemSentence(problem));
  }
  return root as ErrorSchema;
}

/** The section a problem is in (the N of /sections/N/…), if it is in one. */
export function sectionOf(problem: Pick<Problem, 'pointer'>): number | undefined {
  const match = /^\/sections\/(\d+)(\/|$)/.exec(problem.pointer);
  return match ? Number(match[1]) : undefined;
}

/** The id react-jsonschema-form gives the input of a field, for the focus. */
export function fieldId(idPrefix: string, relativePointer: string, property?: string): string {
  return [idPrefix, ...pointerSegments(relativePointer).map(String), ...(property ? [property] : [])].join('_');
}
