/**
 * Turns broken rules into the sentences of the form's config. Shared by the browser form and the
 * server, so a visitor reads the same words whichever side found the problem.
 */
import type { FormDefinition } from './definition.ts';

export interface RuleError {
  /** The field, e.g. "FirstName". */
  field: string;
  /** The rule, e.g. "required", "minLength", "pattern". */
  rule: string;
}

/** The form's sentence for one broken rule, or a plain fallback naming the field. */
export function messageFor(form: FormDefinition, { field, rule }: RuleError): string {
  const title = form.schema.properties[field]?.title ?? field;
  return form.messages[field]?.[rule] ?? `${title} is not valid.`;
}

/**
 * The name a broken rule goes by in the messages: the keyword, or the errorKey written beside it in
 * the schema (when one field has two rules of a kind); a field required by another is "required".
 */
export function ruleName(schema: object, schemaPath: string, keyword: string): string {
  if (keyword === 'dependencies' || keyword === 'dependentRequired') return 'required';
  let node: unknown = schema;
  for (const part of schemaPath.replace(/^#\/?/, '').split('/').slice(0, -1)) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  const key = node && typeof node === 'object' ? (node as { errorKey?: unknown }).errorKey : undefined;
  return typeof key === 'string' ? key : keyword;
}

/** What the messages need of an ajv error (the server's ajv and the browser's precompiled code alike). */
interface AjvLikeError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** ajv's errors (instancePath "/FirstName", or params.missingProperty for "required") as field rules. */
export function ruleErrorsFromAjv(schema: object, errors: AjvLikeError[]): RuleError[] {
  return errors
    .filter((error) => error.keyword !== 'if' && error.keyword !== 'allOf')
    .map((error) => {
      if (error.keyword === 'additionalProperties') return { field: String(error.params.additionalProperty), rule: 'additionalProperties' };
      const missing = error.params.missingProperty;
      const field = missing !== undefined ? String(missing) : (error.instancePath.replace(/^\//, '').split('/')[0] ?? '');
      return { field, rule: ruleName(schema, error.schemaPath, error.keyword) };
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
