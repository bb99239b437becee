// A form's patterns run on whatever a client posts: one that takes super-linear time on some input
// (nested or overlapping repetitions: ^(a+)+$, or ^[^\n]*\S[^\n]*$ on a long line) lets one post hold
// the server. recheck (a ReDoS checker that proves or fuzzes the matching time) judges each pattern;
// a vulnerable one is refused, with the kind of blow-up.
import { checkSync } from 'recheck';
import type { PatternVerdict } from '../../shared/config-check/form-checks.ts';

const verdicts = new Map<string, PatternVerdict>();

/** Whether `pattern` (as ajv compiles it: a JavaScript regular expression with the u flag) matches in linear time. */
export function patternSafety(pattern: string): PatternVerdict {
  const known = verdicts.get(pattern);
  if (known) return known;
  // A fixed seed: the same config gets the same verdict on every run. A minute for one pattern, so
  // that a busy machine does not turn "linear" into "could not tell".
  const diagnostics = checkSync(pattern, 'u', { randomSeed: 42, timeout: 60_000 });
  let verdict: PatternVerdict = { safe: true };
  if (diagnostics.status === 'vulnerable') {
    verdict = {
      safe: false,
      why: `its matching time grows as a ${diagnostics.complexity.summary} of the input's length`,
    };
  } else if (diagnostics.status === 'unknown') {
    verdict = { safe: false, why: `its matching time could not be proven linear (${diagnostics.error.kind})` };
  }
  verdicts.set(pattern, verdict);
  return verdict;
}
