// The schemas must compile in the validator's ajv, which is strict: each problem that stops it is a
// problem of the schema file at its line and column (src/shared/config-check/schema-compile.ts), so
// `npm run validate` names `schemas/…:line:col` instead of crashing (and instead of blaming the config
// it could not check). Here the files are read from disk.
import { join, relative } from 'node:path';
import type { Problem } from '../../src/shared/config-check/json-source.ts';
import {
  SchemaCompileError,
  schemaCompileProblems as compileProblems,
  type SchemaFileSource,
} from '../../src/shared/config-check/schema-compile.ts';
import { readJsonSource } from './json-source.ts';
import { listJsonFiles } from './schema-pass.ts';

/** Every problem that keeps the schemas of `schemaDir` from compiling (a file that is not JSON too); empty when they compile. */
export function schemaCompileProblems(schemaDir: string): Problem[] {
  const problems: Problem[] = [];
  const sources: SchemaFileSource[] = [];
  for (const file of listJsonFiles(schemaDir)) {
    const read = readJsonSource(file);
    problems.push(...read.problems);
    if (read.source)
      sources.push({ file, place: relative(schemaDir, file).split('\\').join('/'), source: read.source });
  }
  return problems.length > 0 ? problems : compileProblems(sources);
}

/**
 * Runs `compile`, which compiles the schemas of `schemaDir`; should it throw and the schemas not
 * compile, throws their problems instead (a SchemaCompileError, files named from `relativeTo`).
 */
export async function compilingSchemas<T>(
  schemaDir: string,
  relativeTo: string,
  compile: () => Promise<T>,
): Promise<T> {
  try {
    return await compile();
  } catch (error) {
    const problems = schemaCompileProblems(schemaDir);
    if (problems.length > 0) throw new SchemaCompileError(problems, relativeTo);
    throw error;
  }
}

/** The summary line of `npm run validate`: the problems counted where they are, config or schemas. */
export function summaryOf(errors: Problem[], warnings: number, configDir: string, schemaDir: string): string {
  const inSchemas = errors.filter((problem) => problem.file.startsWith(join(schemaDir, '/'))).length;
  const inConfig = errors.length - inSchemas;
  const warned = warnings > 0 ? ` (${warnings} warning(s))` : '';
  const parts = [
    ...(inSchemas > 0 ? [`${inSchemas} problem(s) in the schemas, ${schemaDir}`] : []),
    ...(inConfig > 0 ? [`${inConfig} problem(s) in ${configDir}`] : []),
  ];
  return `${parts.join('; ')}${warned}`;
}
