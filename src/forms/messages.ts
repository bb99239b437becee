// Turns broken rules into the sentences of the form's config. Shared by the browser form and the
// server, so a visitor reads the same words whichever side found the problem.
import type { FormDefinition } from './definition.ts';

export interface RuleError {
  /** The field, e.g. "FirstName". */
  field: string;
  /** The rule, e.g. "required", "minLength", "pattern". */
  rule: string;
}

export function messageFor(form: FormDefinition, { field, rule }: RuleError): string {
  const title = form.schema.properties[field]?.title ?? field;
  return form.messages[field]?.[rule] ?? `${title} is not valid.`;
}

/** ajv's errors (instancePath "/FirstName", or params.missingProperty for "required") as field rules. */
export function ruleErrorsFromAjv(errors: { instancePath: string; keyword: string; params: Record<string, unknown> }[]): RuleError[] {
  return errors.map((error) => {
    if (error.keyword === 'required') return { field: String(error.params.missingProperty), rule: 'required' };
    if (error.keyword === 'additionalProperties') return { field: String(error.params.additionalProperty), rule: 'additionalProperties' };
    return { field: error.instancePath.replace(/^\//, '').split('/')[0] ?? '', rule: error.keyword };
  });
}

/** One list of messages per field, in the order of the form's fields, without repeats. */
export function fieldMessages(form: FormDefinition, errors: RuleError[]): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const error of errors) {
    const message = error.rule === 'additionalProperties' ? `"${error.field}" is not a field of this form.` : messageFor(form, error);
    const list = (result[error.field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return result;
}
