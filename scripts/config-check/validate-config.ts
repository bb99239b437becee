// Validates a whole config directory: files against schemas, then cross-references.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expectedSchemaRef, FILE_KINDS, kindOf } from './config-layout.ts';
import { readJsonSource, problemAt, type JsonSource, type Problem } from './json-source.ts';
import { referenceProblems } from './reference-pass.ts';
import { SECTION_INDEX, sectionIndexText, sectionTypes } from './section-index.ts';
import { listJsonFiles, loadSchemas, schemaProblems, validatorFor } from './schema-pass.ts';

export function validateConfig(configDir: string, projectRoot: string): Problem[] {
  const problems: Problem[] = [];
  const schemaDir = join(projectRoot, 'schemas');
  const sectionSchemaDir = join(schemaDir, 'sections');
  const indexFile = join(sectionSchemaDir, SECTION_INDEX);
  const freshIndex = sectionIndexText(sectionTypes(sectionSchemaDir));
  if (!existsSync(indexFile) || readFileSync(indexFile, 'utf8') !== freshIndex) {
    problems.push({ file: indexFile, line: 1, column: 1, pointer: '', message: 'the list of section types is out of date', hint: 'run npm run schemas' });
    return problems;
  }
  const ajv = loadSchemas(schemaDir);
  const schemaDirFromConfig = relative(resolve(configDir), schemaDir).split('\\').join('/');
  const valid = new Map<string, JsonSource>();
  const seenKinds = new Set<string>();

  for (const file of listJsonFiles(configDir)) {
    const path = relative(configDir, file).split('\\').join('/');
    const kind = kindOf(path);
    if (!kind) {
      problems.push({ file, line: 1, column: 1, pointer: '', message: 'this file is not part of the site configuration', hint: `expected one of: ${FILE_KINDS.map((k) => k.match.source).join(', ')}` });
      continue;
    }
    seenKinds.add(kind.schema);
    const { source, problems: syntax } = readJsonSource(file);
    problems.push(...syntax);
    if (!source) continue;
    const fileProblems = schemaProblems(source, validatorFor(ajv, kind.schema));
    const declared = (source.value as { $schema?: unknown } | null)?.$schema;
    const expected = expectedSchemaRef(path, kind.schema, schemaDirFromConfig);
    if (declared !== expected) {
      fileProblems.push(problemAt(source, declared === undefined ? '' : '/$schema', `"$schema" should be "${expected}"`, 'it lets an editor check the file while you type'));
    }
    problems.push(...fileProblems);
    if (fileProblems.length === 0) valid.set(path, source);
  }
  for (const kind of FILE_KINDS) {
    if (kind.required && !seenKinds.has(kind.schema)) {
      problems.push({ file: join(configDir, kind.match.source.replace(/\\|\^|\$/g, '')), line: 1, column: 1, pointer: '', message: 'this file is missing', hint: `it is checked against schemas/${kind.schema}` });
    }
  }
  // Cross-references only make sense between files that are individually sound.
  if (problems.length === 0) problems.push(...referenceProblems({ files: valid, projectRoot }));
  return problems;
}
