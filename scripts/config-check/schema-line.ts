// The "$schema" line judged with the file system (see src/shared/config-check/schema-line.ts): a line
// that names the right schema but, from where the directory lies, leads elsewhere is only a warning,
// since the directory may have been copied; the check itself always uses the schema of the file's kind.
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { problemAt, type Problem } from '../../src/shared/config-check/json-source.ts';
import { SCHEMA_BASE } from '../../src/shared/config-check/config-layout.ts';
import {
  declaredSchema,
  namesSchema,
  wrongSchemaLine,
  type SchemaLineJudge,
} from '../../src/shared/config-check/schema-line.ts';

/** @param schemaDir the schemas the files are checked against; the sources' files are absolute paths. */
export function schemaLineOnDisk(schemaDir: string): SchemaLineJudge {
  return (source, schemaName) => {
    const schemaFile = join(schemaDir, schemaName);
    const declared = declaredSchema(source);
    const suggested = relative(dirname(source.file), schemaFile).split('\\').join('/');
    if (!namesSchema(declared, schemaName)) return wrongSchemaLine(source, suggested);
    if (declared === SCHEMA_BASE + schemaName) return { kind: 'leads-there' };
    const target = resolve(dirname(source.file), declared as string);
    if (existsSync(target) && realpathSync(target) === realpathSync(schemaFile)) return { kind: 'leads-there' };
    const where = existsSync(target) ? `to another copy of ${schemaName}` : 'to no file';
    return {
      kind: 'named-only',
      problem: {
        ...problemAt(
          source,
          '/$schema',
          `"$schema" names the right schema, but from here its path leads ${where}`,
          `an editor would find it at "${suggested}"`,
        ),
        severity: 'warning',
      },
    };
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
