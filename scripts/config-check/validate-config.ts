// Validates a config directory on disk: reads its files and what the checks must know of the project
// (the files under public/, the section components and schemas), and hands them to the shared check
// (src/shared/config-check/check-config.ts). The schemas themselves are checked here too: the section
// index is fresh, and every field speaks to marketers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkConfig, sortProblems } from '../../src/shared/config-check/check-config.ts';
import { loadCountries } from './countries.ts';
import { patternSafety } from '../../src/server/forms/pattern-safety.ts';
import type { Problem } from '../../src/shared/config-check/json-source.ts';
import type { SectionFacts } from '../../src/shared/config-check/reference-pass.ts';
import { formRulesError } from '../../src/shared/forms/ajv.ts';
import { schemaDocProblems } from './schema-docs.ts';
import { copiedDirectoryWarning, schemaLineOnDisk } from './schema-line.ts';
import { SECTION_INDEX, sectionIndexText, sectionTypes } from './section-index.ts';
import { configValidator } from '../../src/shared/config-check/config-ajv.ts';
import { listJsonFiles, loadSchemas } from './schema-pass.ts';
import { schemaCompileProblems } from './schema-strict.ts';

/** Every file under a directory, as a site path (/images/logo.svg). */
export function publicFiles(publicDir: string): Set<string> {
  if (!existsSync(publicDir)) return new Set();
  return new Set(
    readdirSync(publicDir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(publicDir, join(entry.parentPath, entry.name)).split('\\').join('/')}`),
  );
}

/** Which section types have a component, and which hold the page's main heading. */
export function sectionFacts(projectRoot: string, schemaDir: string): SectionFacts {
  const types = sectionTypes(join(schemaDir, 'sections'));
  const schemaOf = (type: string) =>
    JSON.parse(readFileSync(join(schemaDir, 'sections', `${type}.schema.json`), 'utf8')) as Record<string, unknown>;
  return {
    components: new Set(types.filter((type) => existsSync(join(projectRoot, 'src/sections', type, 'index.ts')))),
    pageHeadings: new Set(types.filter((type) => schemaOf(type)['x-page-heading'] === true)),
  };
}

/** The config files of a directory, by their path inside it. */
export function readConfigFiles(configDir: string): Map<string, string> {
  return new Map(
    listJsonFiles(configDir).map((file) => [
      relative(configDir, file).split('\\').join('/'),
      readFileSync(file, 'utf8'),
    ]),
  );
}

/**
 * @param schemaDir the schemas to check against; by default the project's own. A config's "$schema"
 *   lines must name the right schema files; paths that do not lead into this directory only warn.
 * @param publicDir the files the config's pictures and icons must be among; by default the project's public/.
 * @param published files as the live site has them, to compare with (ConfigInput.published); npm run
 *   validate hands in the ones committed to git (published.ts)
 */
export function validateConfig(
  configDir: string,
  projectRoot: string,
  schemaDir = join(projectRoot, 'schemas'),
  publicDir = join(projectRoot, 'public'),
  published?: ReadonlyMap<string, string>,
): Problem[] {
  const sectionSchemaDir = join(schemaDir, 'sections');
  const indexFile = join(sectionSchemaDir, SECTION_INDEX);
  const freshIndex = sectionIndexText(sectionTypes(sectionSchemaDir));
  if (!existsSync(indexFile) || readFileSync(indexFile, 'utf8') !== freshIndex) {
    return [
      {
        file: indexFile,
        line: 1,
        column: 1,
        pointer: '',
        message: 'the list of section types is out of date',
        hint: 'run npm run schemas',
      },
    ];
  }
  let ajv: ReturnType<typeof loadSchemas>;
  let check: ReturnType<typeof checkConfig>;
  try {
    ajv = loadSchemas(schemaDir);
    check = checkConfig({
      files: readConfigFiles(configDir),
      publicFiles: publicFiles(publicDir),
      sections: sectionFacts(projectRoot, schemaDir),
      validator: (schemaName) => configValidator(ajv, schemaName),
      formRules: formRulesError,
      countries: loadCountries,
      patternSafety,
      fileLabel: (path) => join(configDir, path),
      schemaLine: () => schemaLineOnDisk(schemaDir),
      ...(published ? { published } : {}),
    });
  } catch (error) {
    // A schema that does not compile throws (ajv's strict mode, a bad $id): said at its file and line,
    // without checking the config against schemas that are not whole.
    const schemaProblems = schemaCompileProblems(schemaDir);
    if (schemaProblems.length > 0) return sortProblems(schemaProblems);
    throw error;
  }
  // The schemas are read by people too: the visual editor shows their titles and descriptions.
  const problems = [...schemaDocProblems(schemaDir), ...check.problems];
  if (check.copied) problems.push(copiedDirectoryWarning(configDir, schemaDir));
  return sortProblems(problems);
}
