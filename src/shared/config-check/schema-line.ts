// The "$schema" line of a config file lets an editor check the file while one types. It is right when
// it names the file's schema: by its $id, or by a path whose last part is the schema's file name.
// Whether such a path also leads to the schema from where the directory lies needs the file system:
// the command line judges that (scripts/config-check/schema-line.ts); the visual editor, which writes
// the line itself, judges by the name alone.
import { SCHEMA_BASE } from './config-layout.ts';
import { problemAt, type JsonSource, type Problem } from './json-source.ts';

export type SchemaLineVerdict =
  { kind: 'leads-there' } | { kind: 'named-only'; problem: Problem } | { kind: 'wrong'; problem: Problem };

/** How the line judges one file; `schemaName` is the file name of its kind's schema (page.schema.json). */
export type SchemaLineJudge = (source: JsonSource, schemaName: string) => SchemaLineVerdict;

/** The file's "$schema" value, if any. */
export function declaredSchema(source: JsonSource): unknown {
  return (source.value as { $schema?: unknown } | null)?.$schema;
}

/** Whether a "$schema" value names the schema: by its $id, or by a path ending in its file name. */
export function namesSchema(declared: unknown, schemaName: string): boolean {
  const segments = typeof declared === 'string' ? declared.split('/') : [];
  return declared === SCHEMA_BASE + schemaName || (segments.at(-1) === schemaName && segments.at(-2) !== 'sections');
}

/** The verdict on a line that does not name the schema. */
export function wrongSchemaLine(source: JsonSource, suggested: string): SchemaLineVerdict {
  const at = declaredSchema(source) === undefined ? '' : '/$schema';
  return {
    kind: 'wrong',
    problem: problemAt(
      source,
      at,
      `"$schema" should be "${suggested}"`,
      'it lets an editor check the file while you type',
    ),
  };
}

/**
 * The path a file of a config directory laid out as the project's (schemas/ beside it) names its
 * schema by: "../schemas/site.schema.json" at the top, one "../" more per folder.
 */
export function conventionalSchemaPath(path: string, schemaName: string): string {
  return `${'../'.repeat(path.split('/').length)}schemas/${schemaName}`;
}

/** The judge without a file system: a line that names the schema is right. */
export function schemaLineByName(path: string): SchemaLineJudge {
  return (source, schemaName) =>
    namesSchema(declaredSchema(source), schemaName)
      ? { kind: 'leads-there' }
      : wrongSchemaLine(source, conventionalSchemaPath(path, schemaName));
}
