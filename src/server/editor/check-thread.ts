// The config checks' thread (run by config-checks.ts): everything that reads a whole config or a
// large file, off the server's event loop. Set up once (the schemas compiled by ajv, the section
// types, the countries, the forms' rules warmed), it reads an editor's save and checks the whole
// config with it, compiles a form's rules, and checks a publish's config with its diff.
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { isError } from '../../shared/config-check/json-source.ts';
import type { FormDefinition } from '../../shared/generated/config-types.ts';
import { listCountries } from '../geo/geo-data.ts';
import { isJsonObject } from '../http/json-body.ts';
import { configChanges } from './config-diff.ts';
import { serveTasks } from '../threads/deadline-worker.ts';
import type { FileState } from './config-dir.ts';
import type { ConfigFiles } from './config-files.ts';
import type { CheckTask, CheckAnswer, CurrentFiles } from './config-checks.ts';
import { ConfigDirectory } from './config-dir.ts';
import { isArticleFile } from '../../shared/config-check/config-layout.ts';
import { createDraftCheck } from './draft-check.ts';
import { cachedFormRules } from './form-rules-cache.ts';
import { readSchemaSet, readSectionFacts, schemaFailureOr } from './project-facts.ts';
import { reportedProblems } from './reported-problems.ts';
import { prepareSave } from './save.ts';
import { draftProblems } from './draft-problems.ts';
import { articleEntry } from './article-entries.ts';
import { CheckMemory } from '../../shared/config-check/check-config.ts';
import { searchFiles } from '../../shared/config-search.ts';
import { checkedDigest, checkerVersion } from './checked-config.ts';

const { projectRoot } = workerData as { projectRoot: string };

function warm(formRules: ReturnType<typeof cachedFormRules>, text: string): void {
  try {
    const form = JSON.parse(text) as unknown;
    if (isJsonObject(form) && isJsonObject(form.schema) && isJsonObject(form.schema.properties))
      formRules(form as unknown as FormDefinition);
  } catch {
    // A form file that does not parse or compile is the validator's to report, when the editor asks.
  }
}

await serveTasks<CheckTask, CheckAnswer, Awaited<ReturnType<typeof setUp>>>(parentPort, setUp, (task, context) => {
  try {
    return answer(task, context);
  } catch (error) {
    // ajv compiles a schema when a check first needs it: one that does not compile is said as the
    // validator says it (schemas/…:line:col), not as ajv's bare message.
    throw schemaFailureOr(error, join(projectRoot, 'schemas'), projectRoot);
  }
});

function answer(task: CheckTask, context: Awaited<ReturnType<typeof setUp>>): CheckAnswer {
  const { schemas, formRules, check, draftCheck, checker } = context;
  switch (task.kind) {
    case 'warm':
      for (const text of task.forms) warm(formRules, text);
      return { kind: 'warm' };
    case 'form-rules':
      return { kind: 'form-rules', error: formRules(task.form as FormDefinition) ?? null };
    case 'save':
      return {
        kind: 'save',
        prepared: prepareSave(
          Buffer.from(task.body).toString('utf8'),
          new Map<string, FileState>(task.current),
          schemas,
          check,
          new Set(task.publicFiles),
        ),
      };
    case 'publish': {
      // With the drafts' memory: the config a publish checks is the one the editors' checks and the
      // warm-up went through, save the draft, so only what the draft changed is judged again.
      const problems = draftCheck(new Map(Object.entries(task.next)), new Set(task.publicFiles)).filter(isError);
      return {
        kind: 'publish',
        ...reportedProblems(problems),
        changes: configChanges(task.live as ConfigFiles, task.next as ConfigFiles),
        // What the build may take instead of checking again (checked-config.ts): only a config without errors.
        checkedAs: problems.length === 0 ? checkedDigest(checker, task.next as ConfigFiles, task.publicFiles) : null,
      };
    }
    case 'draft-check':
      return {
        kind: 'draft-check',
        checked: draftProblems(
          Buffer.from(task.body).toString('utf8'),
          filesOf(task.current),
          schemas,
          draftCheck,
          new Set(task.publicFiles),
          new Map(task.published),
        ),
      };
    case 'search': {
      const skip = new Set(task.skip);
      const texts = new Map(
        [...filesOf(task.current)].flatMap(([path, state]): [string, string][] =>
          isArticleFile(path) && !skip.has(path) ? [[path, state.text]] : [],
        ),
      );
      return { kind: 'search', answer: searchFiles(texts.keys(), (path) => parsedOrNot(texts.get(path)!), task.query) };
    }
    case 'entries':
      return { kind: 'entries', entries: task.texts.map((text) => articleEntry(text) ?? null) };
  }
}

/** The user's files: as handed over, or read here from their directory. */
function filesOf(current: CurrentFiles): Map<string, FileState> {
  return 'directory' in current ? new ConfigDirectory(current.directory).readAll() : new Map(current.files);
}

/** A file's value, or undefined when its text does not parse (not searched, as in the editor). */
function parsedOrNot(text: string): unknown {
  try {
    const value = JSON.parse(text) as unknown;
    return isJsonObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

async function setUp() {
  const schemas = readSchemaSet(join(projectRoot, 'schemas'));
  const sections = readSectionFacts(projectRoot, schemas);
  const countries = await listCountries();
  const formRules = cachedFormRules();
  return {
    // The checker's version as this thread loaded it: a build run after the code changed checks again.
    checker: checkerVersion(projectRoot),
    schemas,
    formRules,
    check: createDraftCheck(schemas, sections, countries, formRules),
    // The editors' drafts are checked on every pause in the typing: what the last check found of the
    // files that did not change is kept (one memory for the thread: it is only a cache, whoever asks).
    draftCheck: createDraftCheck(schemas, sections, countries, formRules, new CheckMemory()),
  };
}
