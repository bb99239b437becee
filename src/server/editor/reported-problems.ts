// How many problems one check reports: a file can hold thousands (6,000 unknown properties in a page
// file once kept a save's answer, and the server, busy for 16 s). The first few hundred say what to
// fix; one more line says how many were left out.
import type { Problem } from '../../shared/config-check/json-source.ts';

export const MAX_REPORTED_PROBLEMS = 200;

export interface ReportedProblems {
  problems: Problem[];
  /** How many were left out. */
  more: number;
}

/** The first `max` problems and, when there were more, a last one saying how many more. */
export function reportedProblems(all: readonly Problem[], max = MAX_REPORTED_PROBLEMS): ReportedProblems {
  if (all.length <= max) return { problems: [...all], more: 0 };
  const more = all.length - max;
  const next = all[max]!;
  return {
    problems: [
      ...all.slice(0, max),
      {
        file: next.file,
        line: next.line,
        column: next.column,
        pointer: '',
        message: `and ${more.toLocaleString('en')} more problems, not listed: fix the ones above first`,
      },
    ],
    more,
  };
}
