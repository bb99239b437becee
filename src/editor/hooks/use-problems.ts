// The problems of the draft, as a check of every file finds them. The editor holds most articles as
// their list entry only (state/draft.ts): it checks the files it holds on every change, a moment
// behind the typing (so typing never waits for it), and the server checks the draft's changed files
// over every saved file a moment after each pause (POST /api/check, on its checks' thread); the two
// are merged (state/merge-problems.ts). Save waits until the server has checked the draft as it is.
import { useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { isError, type Problem } from '../../shared/config-check/json-source.ts';
import type { ConfigSnapshot } from '../../shared/editor-contract.ts';
import { CheckMemory, sortProblems } from '../../shared/config-check/check-config.ts';
import { checkOnServer } from '../state/api.ts';
import { checkDraft, draftText, FormRules } from '../state/check-draft.ts';
import { liveMarks, markWarnings } from '../state/copy-marks.ts';
import { mergedProblems, type ChangedFiles, type ServerProblems } from '../state/merge-problems.ts';
import { fill, text } from '../strings.ts';
import type { CopyMark } from '../ui/new-content.ts';
import { changedPaths, type DraftFile, type EditorState } from '../state/draft.ts';

const NONE: Problem[] = [];

/** How long after the last change the server checks the draft: a pause in the typing, not each key. */
export const SERVER_CHECK_DELAY_MS = 300;

export interface ProblemsHandle {
  /** Every problem of the draft as last checked, warnings included. */
  problems: Problem[];
  /** The problems that keep Save off. */
  errors: Problem[];
  /** How many problems each file has (the Content list's badges). */
  perFile: Map<string, number>;
  /** The check has caught up with the draft: Save saves only what has been checked. */
  checked: boolean;
  /** The first check of every file is still running: no problem is shown or counted yet (`problems` is empty). */
  checking: boolean;
  /** The mark of a copied text a warning is of (Keep takes it away), if it is one. */
  copiedMark: (problem: Problem) => CopyMark | undefined;
}

/** The draft without the articles held as their list entry: what the editor's own check reads. */
function heldOnly(state: EditorState): EditorState {
  if (Object.keys(state.unloaded).length === 0) return state;
  const files: Record<string, DraftFile> = {};
  for (const [path, file] of Object.entries(state.files)) if (!(path in state.unloaded)) files[path] = file;
  return { ...state, files };
}

/** The server's check that did not answer: said as a problem, so Save stays off until one does. */
function checkFailed(error: unknown): Problem {
  return {
    file: '',
    line: 1,
    column: 1,
    pointer: '',
    message: fill(text.serverCheckFailed, { message: error instanceof Error ? error.message : String(error) }),
  };
}

/**
 * The changed files of the draft, a new Map when the files or what they are compared with change
 * (whether a file is changed is remembered per file object: draft.ts).
 */
function useChangedFiles({ files, base, unloaded, basedOn }: EditorState): ChangedFiles {
  return useMemo(() => {
    const state = { files, base, unloaded, basedOn, past: [], future: [] };
    return new Map(changedPaths(state).map((path) => [path, files[path]!]));
  }, [files, base, unloaded, basedOn]);
}

/** The server's check of the draft's changed files, a moment after they last changed. */
function useServerCheck(changed: ChangedFiles, base: object, facts: unknown) {
  const [answer, setAnswer] = useState<ServerProblems | undefined>(undefined);
  const [failure, setFailure] = useState<{ draft: ChangedFiles; problem: Problem } | undefined>(undefined);
  const first = useRef(true);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () =>
        checkOnServer(changed, controller.signal).then(
          ({ problems }) => (setAnswer({ draft: changed, base, problems }), setFailure(undefined)),
          (error: unknown) => {
            if (!controller.signal.aborted) setFailure({ draft: changed, problem: checkFailed(error) });
          },
        ),
      first.current ? 0 : SERVER_CHECK_DELAY_MS,
    );
    first.current = false;
    return () => (clearTimeout(timer), controller.abort());
  }, [changed, base, facts]);
  return { answer, failure: failure?.draft === changed ? failure.problem : undefined };
}

/** `pictures`: the library's pictures now (an upload is a file of public/ from then on). */
export function useProblems(
  state: EditorState,
  snapshot: ConfigSnapshot,
  marks: CopyMark[],
  pictures: readonly { src: string }[] = [],
): ProblemsHandle {
  const rules = useMemo(() => new FormRules(), []);
  const formRules = useSyncExternalStore(rules.subscribe, rules.snapshot);
  const facts = useMemo(
    () => ({
      publicFiles: new Set([...snapshot.publicFiles, ...pictures.map((picture) => picture.src)]),
      components: new Set(snapshot.sections.components),
      pageHeadings: new Set(snapshot.sections.pageHeadings),
      published: new Map(snapshot.published.map((file) => [file.path, file.text])),
    }),
    [snapshot, pictures],
  );
  const changed = useChangedFiles(state);
  const server = useServerCheck(changed, state.base, facts);
  // What the last check found, so the next one re-checks only what changed.
  const memory = useMemo(() => new CheckMemory(), []);
  const deferred = useDeferredValue<EditorState | undefined>(state, undefined);
  const local = useMemo(
    () => (deferred ? checkDraft(heldOnly(deferred), facts, formRules.check, memory) : []),
    [deferred, facts, formRules, memory],
  );
  const merged = useMemo(
    () => mergedProblems(local, server.answer, changed, state.base),
    [local, server.answer, changed, state.base],
  );
  const [problems, markOf] = useMemo((): [Problem[], WeakMap<Problem, CopyMark>] => {
    const markOf = new WeakMap<Problem, CopyMark>();
    if (!deferred) return [[], markOf];
    const found = server.failure ? sortProblems([server.failure, ...merged.problems]) : merged.problems;
    const copied = markWarnings(liveMarks(marks, deferred.files), (path) =>
      deferred.files[path] && !(path in deferred.unloaded) ? draftText(deferred, path) : undefined,
    );
    if (copied.length === 0) return [found, markOf];
    for (const { problem, mark } of copied) markOf.set(problem, mark);
    // A copied field's own warning says more than the validator's "also the summary of" warning at
    // the same place (it names why and what to do), so that one is not repeated beside it.
    const marked = new Set(copied.map(({ problem }) => `${problem.file}#${problem.pointer}`));
    const rest = found.filter((problem) => isError(problem) || !marked.has(`${problem.file}#${problem.pointer}`));
    return [sortProblems([...rest, ...copied.map(({ problem }) => problem)]), markOf];
  }, [deferred, merged, server.failure, marks]);
  // Until the server's check of every file first answers, the editor's own check has seen only the
  // files it holds (an article held as its list entry is missing to it: a blog list pinning it "has
  // problems"): nothing is counted or shown then, the editor says it is checking (issue 40).
  const checking = deferred === undefined || (server.answer === undefined && !server.failure);
  const shown = checking ? NONE : problems;
  const errors = useMemo(() => shown.filter(isError), [shown]);
  const perFile = useMemo(() => {
    const counts = new Map<string, number>();
    for (const problem of shown) counts.set(problem.file, (counts.get(problem.file) ?? 0) + 1);
    return counts;
  }, [shown]);
  return {
    problems: shown,
    errors,
    perFile,
    checked: deferred === state && merged.current && !server.failure,
    checking,
    copiedMark: (problem) => markOf.get(problem),
  };
}
