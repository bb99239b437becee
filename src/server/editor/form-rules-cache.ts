// Whether a form's rules compile, asked by the editor for every form each time it opens and again by
// every save's whole-config check. ajv takes tens of milliseconds per form (hundreds in a fresh
// process), on the config checks' thread (check-thread.ts), which every save waits for: each version
// of the rules is compiled once and its answer kept.
import type { FormRulesCheck } from '../../shared/config-check/form-checks.ts';
import { formRulesError } from '../../shared/forms/ajv.ts';

/** Versions of the rules kept: a few forms, each edited a while. */
const KEPT = 64;

export function cachedFormRules(): FormRulesCheck {
  const answers = new Map<string, string | undefined>();
  return (form) => {
    const key = JSON.stringify([form.schema, form.uiSchema]);
    if (answers.has(key)) return answers.get(key);
    const answer = formRulesError(form);
    answers.set(key, answer);
    // The oldest answer goes first.
    if (answers.size > KEPT) answers.delete(answers.keys().next().value!);
    return answer;
  };
}
