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

/** The first MAX_REPORTED_PROBLEMS problems and, when there were more, a last one saying how many more. */
export function reportedProblems(all: readonly Problem[]): ReportedProblems {
  if (all.length <= MAX_REPORTED_PROBLEMS) return { problems: [...all], more: 0 };
  const more = all.length - MAX_REPORTED_PROBLEMS;
  const next = all[MAX_REPORTED_PROBLEMS]!;
  return {
    problems: [
      ...all.slice(0, MAX_REPORTED_PROBLEMS),
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
