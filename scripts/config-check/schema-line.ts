// The "$schema" line of a config file lets an editor check the file while one types. It is right when
// it names the file's schema: by its $id, or by a path whose last part is the schema's file name.
// The check itself always uses the schema of the file's kind, so a path that does not lead to that
// schema from where the directory lies is only a warning: the directory may have been copied.
import { existsSync, realpathSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { problemAt, type JsonSource, type Problem } from './json-source.ts';

const SCHEMA_BASE = 'https://cortracker.example/schemas/';

export type SchemaLineVerdict = { kind: 'leads-there' } | { kind: 'named-only'; problem: Problem } | { kind: 'wrong'; problem: Problem };

/** @param schemaFile the schema the file is checked against, e.g. <schemas>/page.schema.json */
export function schemaLineVerdict(source: JsonSource, schemaFile: string): SchemaLineVerdict {
  const declared = (source.value as { $schema?: unknown } | null)?.$schema;
  const schemaName = schemaFile.split(/[\\/]/).at(-1)!;
  const suggested = relative(dirname(source.file), schemaFile).split('\\').join('/');
  const segments = typeof declared === 'string' ? declared.split('/') : [];
  const namesIt = declared === SCHEMA_BASE + schemaName || (segments.at(-1) === schemaName && segments.at(-2) !== 'sections');
  if (!namesIt) {
    return { kind: 'wrong', problem: problemAt(source, declared === undefined ? '' : '/$schema', `"$schema" should be "${suggested}"`, 'it lets an editor check the file while you type') };
  }
  if (declared === SCHEMA_BASE + schemaName) return { kind: 'leads-there' };
  const target = resolve(dirname(source.file), declared as string);
  if (existsSync(target) && realpathSync(target) === realpathSync(schemaFile)) return { kind: 'leads-there' };
  const where = existsSync(target) ? `to another copy of ${schemaName}` : 'to no file';
  return {
    kind: 'named-only',
    problem: { ...problemAt(source, '/$schema', `"$schema" names the right schema, but from here its path leads ${where}`, `an editor would find it at "${suggested}"`), severity: 'warning' },
  };
}

/** One warning for a whole directory whose "$schema" paths all lead elsewhere: it was copied. */
export function copiedDirectoryWarning(configDir: string, schemaDir: string): Problem {
  return {
    file: configDir,
    line: 1,
    column: 1,
    pointer: '',
    severity: 'warning',
    message: `the "$schema" lines name the right schemas, but from this directory their paths do not lead to ${schemaDir}`,
    hint: 'files are checked all the same; an editor checks while you type only where the paths lead to the schemas',
  };
}
