// What a visitor might type into a form's field, for the tests that fill a generated form whatever
// its fields are: the first candidate that meets the field's rules (its formats written as patterns,
// or judged by the site's own code, such as the phone check).
import { CODE_FORMAT_CHECKS } from '../../../src/shared/forms/code-format-checks.ts';
import { isCodeFormat } from '../../../src/shared/forms/form-formats.ts';

export interface FieldRules {
  enum?: string[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  allOf?: { pattern?: string }[];
  format?: string;
}

const CANDIDATES = ['Ada Lovelace', 'ada@example.com', '555 123 4567'];

/** Whether `value` meets a field's rules as the browser and the server judge them. */
function meets(rules: FieldRules, value: string): boolean {
  const patterns = [rules.pattern, ...(rules.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => pattern !== undefined,
  );
  return (
    value.length >= (rules.minLength ?? 0) &&
    value.length <= (rules.maxLength ?? Infinity) &&
    patterns.every((pattern) => new RegExp(pattern, 'u').test(value)) &&
    (!isCodeFormat(rules.format) || CODE_FORMAT_CHECKS[rules.format](value))
  );
}

/** The first candidate a field takes; throws when none does, so a new rule is noticed. */
export function candidateFor(rules: FieldRules): string {
  const value = CANDIDATES.find((candidate) => meets(rules, candidate));
  if (value === undefined) throw new Error(`no candidate value meets ${JSON.stringify(rules)}`);
  return value;
}
