// The validator at the marketer's side (state/check-draft.ts), run on every change a moment behind
// the typing, so typing never waits for it (and the editor shows before the first check is done).
import { useDeferredValue, useMemo, useSyncExternalStore } from 'react';
import { isError, type Problem } from '../../shared/config-check/json-source.ts';
import type { ConfigSnapshot } from '../../shared/editor-contract.ts';
import { CheckMemory, sortProblems } from '../../shared/config-check/check-config.ts';
import { checkDraft, draftText, FormRules } from '../state/check-draft.ts';
import { liveMarks, markWarnings } from '../state/copy-marks.ts';
import type { CopyMark } from '../ui/new-content.ts';
import type { EditorState } from '../state/draft.ts';

export interface ProblemsHandle {
  /** Every problem of the draft as last checked, warnings included. */
  problems: Problem[];
  /** The problems that keep Save off. */
  errors: Problem[];
  /** How many problems each file has (the Content list's badges). */
  perFile: Map<string, number>;
  /** The check has caught up with the draft: Save saves only what has been checked. */
  checked: boolean;
  /** The first check is still running. */
  checking: boolean;
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
    }),
    [snapshot, pictures],
  );
  // What the last check found, so the next one re-checks only what changed.
  const memory = useMemo(() => new CheckMemory(), []);
  const deferred = useDeferredValue<EditorState | undefined>(state, undefined);
  const problems = useMemo(() => {
    if (!deferred) return [];
    const found = checkDraft(deferred, facts, formRules.check, memory);
    const copied = markWarnings(liveMarks(marks, deferred.files), (path) =>
      deferred.files[path] ? draftText(deferred, path) : undefined,
    );
    if (copied.length === 0) return found;
    // A copied field's own warning says more than the validator's "also the summary of" warning at
    // the same place (it names why and what to do), so that one is not repeated beside it.
    const marked = new Set(copied.map((problem) => `${problem.file}#${problem.pointer}`));
    const rest = found.filter((problem) => isError(problem) || !marked.has(`${problem.file}#${problem.pointer}`));
    return sortProblems([...rest, ...copied]);
  }, [deferred, facts, formRules, marks, memory]);
  const errors = useMemo(() => problems.filter(isError), [problems]);
  const perFile = useMemo(() => {
    const counts = new Map<string, number>();
    for (const problem of problems) counts.set(problem.file, (counts.get(problem.file) ?? 0) + 1);
    return counts;
  }, [problems]);
  return { problems, errors, perFile, checked: deferred === state, checking: deferred === undefined };
}
