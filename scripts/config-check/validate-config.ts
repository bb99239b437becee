// Validates a whole config directory: files against schemas, then cross-references.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FILE_KINDS, kindOf } from './config-layout.ts';
import { readJsonSource, type JsonSource, type Problem } from './json-source.ts';
import { referenceProblems } from './reference-pass.ts';
import { schemaDocProblems } from './schema-docs.ts';
import { copiedDirectoryWarning, schemaLineVerdict } from './schema-line.ts';
import { SECTION_INDEX, sectionIndexText, sectionTypes } from './section-index.ts';
import { listJsonFiles, loadSchemas, schemaProblems, validatorFor } from './schema-pass.ts';

/**
 * @param schemaDir the schemas to check against; by default the project's own. A config's "$schema"
 *   lines must name the right schema files; paths that do not lead into this directory only warn.
 */
export function validateConfig(configDir: string, projectRoot: string, schemaDir = join(projectRoot, 'schemas')): Problem[] {
  const problems: Problem[] = [];
  const sectionSchemaDir = join(schemaDir, 'sections');
  const indexFile = join(sectionSchemaDir, SECTION_INDEX);
  const freshIndex = sectionIndexText(sectionTypes(sectionSchemaDir));
  if (!existsSync(indexFile) || readFileSync(indexFile, 'utf8') !== freshIndex) {
    problems.push({ file: indexFile, line: 1, column: 1, pointer: '', message: 'the list of section types is out of date', hint: 'run npm run schemas' });
    return problems;
  }
  // The schemas are read by people too: the visual editor shows their titles and descriptions.
  problems.push(...schemaDocProblems(schemaDir));
  const ajv = loadSchemas(schemaDir);
  const valid = new Map<string, JsonSource>();
  const present = new Set<string>();
  const seenKinds = new Set<string>();
  const schemaLineWarnings: Problem[] = [];
  let schemaLinesLeadingThere = 0;

  for (const file of listJsonFiles(configDir)) {
    const path = relative(configDir, file).split('\\').join('/');
    const kind = kindOf(path);
    if (!kind) {
      problems.push({ file, line: 1, column: 1, pointer: '', message: 'this file is not part of the site configuration', hint: `expected one of: ${FILE_KINDS.map((k) => k.match.source).join(', ')}` });
      continue;
    }
    seenKinds.add(kind.schema);
    present.add(path);
    const { source, problems: syntax } = readJsonSource(file);
    problems.push(...syntax);
    if (!source) continue;
    const fileProblems = schemaProblems(source, validatorFor(ajv, kind.schema));
    const schemaLine = schemaLineVerdict(source, join(schemaDir, kind.schema));
    if (schemaLine.kind === 'wrong') fileProblems.push(schemaLine.problem);
    if (schemaLine.kind === 'named-only') schemaLineWarnings.push(schemaLine.problem);
    if (schemaLine.kind === 'leads-there') schemaLinesLeadingThere++;
    problems.push(...fileProblems);
    if (fileProblems.length === 0) valid.set(path, source);
  }
  if (schemaLinesLeadingThere === 0 && schemaLineWarnings.length > 0) problems.push(copiedDirectoryWarning(configDir, schemaDir));
  else problems.push(...schemaLineWarnings);
  for (const kind of FILE_KINDS) {
    if (kind.required && !seenKinds.has(kind.schema)) {
      problems.push({ file: join(configDir, kind.match.source.replace(/\\|\^|\$/g, '')), line: 1, column: 1, pointer: '', message: 'this file is missing', hint: `it is checked against schemas/${kind.schema}` });
    }
  }
  // Cross-references are checked between the files that are individually sound; without a sound
  // route table every link would look dead, so then they wait for the next run.
  if (valid.has('routes.json')) problems.push(...referenceProblems({ files: valid, present, projectRoot }));
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
