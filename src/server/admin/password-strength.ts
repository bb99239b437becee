// How guessable a new password is, judged by zxcvbn-ts (a kept library with lists of the passwords
// people use most, names, words and keyboard patterns) on a thread of its own (password-thread.ts).
// A password it scores below MIN_SCORE (of 0-4) is refused, with the reason in our own words.
import { DeadlineWorker } from '../threads/deadline-worker.ts';

/** zxcvbn's "safely unguessable: moderate protection from an offline slow-hash scenario". */
export const MIN_SCORE = 3;
const DEADLINE_MS = 5_000;

export interface StrengthTask {
  password: string;
  /** Words of the account (its name, full name, address): a password made of them is weak. */
  userInputs: string[];
}

export interface StrengthAnswer {
  score: number;
  /** zxcvbn's key for what makes it weak (e.g. "similarToCommon"), or null. */
  warning: string | null;
}

export type Strength =
  { ok: true } | { ok: false; reason: 'guessable'; warning: string | null } | { ok: false; reason: 'unchecked' };

let thread: DeadlineWorker<StrengthTask, StrengthAnswer> | undefined;

/** Whether `password` is hard enough to guess, or why not. */
export async function passwordStrength(password: string, userInputs: string[]): Promise<Strength> {
  thread ??= new DeadlineWorker(new URL('./password-thread.ts', import.meta.url), {
    deadlineMs: DEADLINE_MS,
    maxMemoryMb: 256,
  });
  // Each word on its own: "Asha Rao" makes "rao" a weak part too.
  const words = [...new Set(userInputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u)))].filter(
    (word) => word.length >= 3,
  );
  const outcome = await thread.run({ password, userInputs: words });
  if (!outcome.ok) return { ok: false, reason: 'unchecked' };
  return outcome.value.score >= MIN_SCORE
    ? { ok: true }
    : { ok: false, reason: 'guessable', warning: outcome.value.warning };
}
