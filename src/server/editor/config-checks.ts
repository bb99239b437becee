// The config checks, as the server's event loop asks for them: each runs on the checks' thread
// (check-thread.ts) with a deadline, so a save of a huge file or a config with thousands of problems
// never holds up the visitors' pages. One thread per project, shared by the editor and publishing.
import type { Problem } from '../../shared/config-check/json-source.ts';
import { SCHEMAS_DO_NOT_COMPILE } from '../../shared/config-check/schema-compile.ts';
import { DeadlineWorker, type TaskOutcome } from '../threads/deadline-worker.ts';
import type { FileState } from './config-dir.ts';
import type { ConfigFiles } from './config-files.ts';
import type { ConfigChanges } from './config-diff.ts';
import type { PreparedSave } from './save.ts';
import type { DraftProblems } from './draft-problems.ts';
import type { SearchAnswer } from '../../shared/config-search.ts';
import type { ArticleEntryValue } from './article-entries.ts';

/** The longest a save's check may take (a save of the whole site's config takes well under a second). */
export const SAVE_CHECK_MS = 10_000;
/** The longest a publish's check and diff may take. */
export const PUBLISH_CHECK_MS = 60_000;
/** A heap large enough for the site's config and the largest save (SAVE_BODY_LIMIT), and no larger. */
const THREAD_MEMORY_MB = 512;

/** The files as the user sees them: handed over, or read on the thread from their directory. */
export type CurrentFiles = { files: [string, FileState][] } | { directory: string };

/** What the thread is told of the user's files: the directory when that is where they are. */
export function currentFiles(files: ReadonlyMap<string, FileState> | { directory: string }): CurrentFiles {
  return 'directory' in files && typeof files.directory === 'string'
    ? { directory: files.directory }
    : { files: [...(files as ReadonlyMap<string, FileState>)] };
}

export type CheckTask =
  | { kind: 'warm'; forms: string[] }
  | { kind: 'form-rules'; form: unknown }
  | { kind: 'save'; body: Uint8Array; current: [string, FileState][]; publicFiles: string[] }
  | { kind: 'publish'; live: ConfigFiles; next: ConfigFiles; publicFiles: string[] }
  | {
      kind: 'draft-check';
      body: Uint8Array;
      current: CurrentFiles;
      publicFiles: string[];
      published: [string, string][];
    }
  | { kind: 'search'; query: string; current: CurrentFiles; skip: string[] }
  | { kind: 'entries'; texts: string[] };

export type CheckAnswer =
  | { kind: 'warm' }
  | { kind: 'form-rules'; error: string | null }
  | { kind: 'save'; prepared: PreparedSave }
  | { kind: 'publish'; problems: Problem[]; more: number; changes: ConfigChanges; checkedAs: string | null }
  | { kind: 'draft-check'; checked: DraftProblems }
  | { kind: 'search'; answer: SearchAnswer }
  | { kind: 'entries'; entries: (ArticleEntryValue | null)[] };

/** A check that did not finish: out of time or memory. */
export interface Stopped {
  kind: 'stopped';
  message: string;
}

export interface PublishCheck {
  kind: 'checked';
  problems: Problem[];
  more: number;
  changes: ConfigChanges;
  /** The digest of what was checked when it has no errors (checked-config.ts): the build need not check it again. */
  checkedAs: string | null;
}

export interface ConfigChecks {
  /** Compiles the rules of the forms (their texts) ahead of the first editor that asks. */
  warm(forms: string[]): void;
  formRules(form: unknown, deadlineMs?: number): Promise<{ error: string | null } | Stopped>;
  prepareSave(
    body: Buffer,
    current: ReadonlyMap<string, FileState>,
    publicFiles: string[],
    deadlineMs?: number,
  ): Promise<PreparedSave | Stopped>;
  publishCheck(
    live: ConfigFiles,
    next: ConfigFiles,
    publicFiles: string[],
    deadlineMs?: number,
  ): Promise<PublishCheck | Stopped>;
  /** The problems of an editor's draft (the body of POST /api/check) laid over the files as they are now. */
  draftCheck(
    body: Buffer,
    current: ReadonlyMap<string, FileState> | { directory: string },
    publicFiles: string[],
    deadlineMs?: number,
    /** Files as the live site has them, to compare with (ConfigInput.published). */
    published?: ReadonlyMap<string, string>,
  ): Promise<DraftProblems | Stopped>;
  /** The places of the articles (but those of `skip`) holding every word of the query. */
  search(
    query: string,
    current: ReadonlyMap<string, FileState> | { directory: string },
    skip: string[],
    deadlineMs?: number,
  ): Promise<SearchAnswer | Stopped>;
  /** The list entries of articles (their texts): article-entries.ts. */
  articleEntries(texts: string[], deadlineMs?: number): Promise<(ArticleEntryValue | null)[] | Stopped>;
}

function stopped(outcome: Extract<TaskOutcome<unknown>, { ok: false }>, what: string, deadlineMs: number): Stopped {
  const seconds = Math.max(1, Math.round(deadlineMs / 1000));
  return {
    kind: 'stopped',
    message:
      outcome.reason === 'deadline'
        ? `The check of ${what} took longer than ${seconds === 1 ? '1 second' : `${seconds} seconds`} and was stopped. Make the files smaller, or fix the problems of one part at a time.`
        : outcome.message.startsWith(SCHEMAS_DO_NOT_COMPILE)
          ? `The check of ${what} could not run: ${outcome.message}`
          : `The check of ${what} could not finish (${outcome.message}). Make the files smaller, or fix the problems of one part at a time.`,
  };
}

const threads = new Map<string, ConfigChecks>();

/** The config checks of the project at `projectRoot` (one thread for the process). */
export function configChecks(projectRoot: string): ConfigChecks {
  let checks = threads.get(projectRoot);
  if (checks) return checks;
  const thread = new DeadlineWorker<CheckTask, CheckAnswer>(new URL('./check-thread.ts', import.meta.url), {
    workerData: { projectRoot },
    deadlineMs: SAVE_CHECK_MS,
    maxMemoryMb: THREAD_MEMORY_MB,
  });
  const ask = async <K extends CheckAnswer['kind']>(task: CheckTask, deadlineMs: number) =>
    (await thread.run(task, { deadlineMs })) as TaskOutcome<Extract<CheckAnswer, { kind: K }>>;
  checks = {
    warm(forms) {
      void thread.run({ kind: 'warm', forms }, { deadlineMs: PUBLISH_CHECK_MS });
    },
    async formRules(form, deadlineMs = SAVE_CHECK_MS) {
      const outcome = await ask<'form-rules'>({ kind: 'form-rules', form }, deadlineMs);
      return outcome.ok ? { error: outcome.value.error } : stopped(outcome, "the form's rules", deadlineMs);
    },
    async prepareSave(body, current, publicFiles, deadlineMs = SAVE_CHECK_MS) {
      // A copy of its own: the request's buffer may share memory with others.
      const outcome = await ask<'save'>(
        { kind: 'save', body: new Uint8Array(body), current: [...current], publicFiles },
        deadlineMs,
      );
      return outcome.ok ? outcome.value.prepared : stopped(outcome, 'your changes', deadlineMs);
    },
    async publishCheck(live, next, publicFiles, deadlineMs = PUBLISH_CHECK_MS) {
      const outcome = await ask<'publish'>({ kind: 'publish', live, next, publicFiles }, deadlineMs);
      if (!outcome.ok) return stopped(outcome, 'the configuration to publish', deadlineMs);
      const { problems, more, changes, checkedAs } = outcome.value;
      return { kind: 'checked', problems, more, changes, checkedAs };
    },
    async draftCheck(body, current, publicFiles, deadlineMs = SAVE_CHECK_MS, published = new Map()) {
      const outcome = await ask<'draft-check'>(
        {
          kind: 'draft-check',
          body: new Uint8Array(body),
          current: currentFiles(current),
          publicFiles,
          published: [...published],
        },
        deadlineMs,
      );
      return outcome.ok ? outcome.value.checked : stopped(outcome, 'your changes', deadlineMs);
    },
    async search(query, current, skip, deadlineMs = SAVE_CHECK_MS) {
      const outcome = await ask<'search'>({ kind: 'search', query, current: currentFiles(current), skip }, deadlineMs);
      return outcome.ok ? outcome.value.answer : stopped(outcome, 'the search', deadlineMs);
    },
    async articleEntries(texts, deadlineMs = SAVE_CHECK_MS) {
      const outcome = await ask<'entries'>({ kind: 'entries', texts }, deadlineMs);
      return outcome.ok ? outcome.value.entries : stopped(outcome, 'the list of articles', deadlineMs);
    },
  };
  threads.set(projectRoot, checks);
  return checks;
}
