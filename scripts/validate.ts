// npm run validate [-- --config DIR]: checks a config directory and lists every problem found.
import { join, resolve } from 'node:path';
import { formatProblem, isError } from '../src/shared/config-check/json-source.ts';
import { committedFiles } from '../src/server/editor/published-files.ts';
import { summaryOf } from './config-check/schema-strict.ts';
import { validateConfig } from './config-check/validate-config.ts';

const projectRoot = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const configIndex = args.indexOf('--config');
const configDir = resolve(configIndex >= 0 && args[configIndex + 1] ? args[configIndex + 1]! : 'site-config');

// A price is compared with the version committed to git: what the live site was built from.
const problems = validateConfig(configDir, projectRoot, undefined, undefined, await committedFiles(configDir));
const shownFrom = process.cwd();
for (const problem of problems) console.log(formatProblem(problem, shownFrom));
const errors = problems.filter(isError);
const warnings = problems.length - errors.length;
if (errors.length > 0) {
  // Counted where they are: a schema that does not compile is no problem of the config.
  console.error(`\n${summaryOf(errors, warnings, configDir, join(projectRoot, 'schemas'))}`);
  process.exitCode = 1;
} else {
  console.log(`config OK: ${configDir}${warnings > 0 ? ` (${warnings} warning(s))` : ''}`);
}
