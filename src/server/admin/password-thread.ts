// The password strength thread (run by password-strength.ts): zxcvbn-ts, with its list of common
// passwords, names and words, judges how guessable a new password is. It needs tens of milliseconds
// for a long password, so it does not run on the server's event loop.
import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { serveTasks } from '../threads/deadline-worker.ts';
import type { StrengthAnswer, StrengthTask } from './password-strength.ts';

await serveTasks<StrengthTask, StrengthAnswer, ZxcvbnFactory>(
  parentPort,
  () => new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  ({ password, userInputs }, zxcvbn) => {
    const result = zxcvbn.check(password, userInputs);
    return { score: result.score, warning: result.feedback.warning };
  },
);
