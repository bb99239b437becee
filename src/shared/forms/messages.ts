/**
 * Turns broken rules into the sentences of the form's config. Shared by the browser form and the
 * server, so a visitor reads the same words whichever side found the problem.
 */
import { fill } from '../fill-template.ts';
import type { FormDefinition } from './definition.ts';

/** The sentence of a broken rule the form names no message for, when the form gives none of its own
 *  (its `otherRuleMessage`, which is translated with the form): a last resort, in the main language. */
const OTHER_RULE_MESSAGE = '{field} is not valid.';

/** The sentence of a field the form does not have, when the form gives none of its own (its
 *  `unknownFieldMessage`, translated with the form): a last resort, in the main language. */
const UNKNOWN_FIELD_MESSAGE = '"{field}" is not a field of this form.';

export interface RuleError {
  /** The field, e.g. "FirstName". */
  field: string;
  /** The rule, e.g. "required", "minLength", "pattern". */
  rule: string;
}

/**
 * `map[key]` when the map has it as its own key. Field and rule names come from request bodies, and a
 * plain object "has" constructor, toString or __proto__ through its prototype.
 */
export function ownEntry<T>(map: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return map !== undefined && Object.hasOwn(map, key) ? map[key] : undefined;
}

/** The form's sentence for one broken rule, or its sentence for any other rule, naming the field (in
 *  the form's language: a translated form carries both translated). */
export function messageFor(form: FormDefinition, { field, rule }: RuleError): string {
  // A translated form has its field's label beside the schema (src/shared/translation.ts, translatedForm).
  const ui = ownEntry(form.uiSchema as Record<string, { 'ui:title'?: string } | undefined> | undefined, field);
  const title = ui?.['ui:title'] ?? ownEntry(form.schema.properties, field)?.title ?? field;
  return (
    ownEntry(ownEntry(form.messages, field), rule) ??
    fill(form.otherRuleMessage ?? OTHER_RULE_MESSAGE, { field: title })
  );
}

/**
 * The name a broken rule goes by in the messages: the keyword, or the errorKey written beside it in
 * the schema (when one field has two rules of a kind); a field required by another is "required".
 */
export function ruleName(schema: object, schemaPath: string, keyword: string): string {
  if (keyword === 'dependencies' || keyword === 'dependentRequired') return 'required';
  let node: unknown = schema;
  for (const part of schemaPath.replace(/^#\/?/, '').split('/').slice(0, -1)) {
    node =
      node && typeof node === 'object'
        ? (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')]
        : undefined;
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
      if (error.keyword === 'additionalProperties')
        return { field: String(error.params.additionalProperty), rule: 'additionalProperties' };
      const missing = error.params.missingProperty;
      const field =
        missing !== undefined ? String(missing) : (error.instancePath.replace(/^\//, '').split('/')[0] ?? '');
      return { field, rule: ruleName(schema, error.schemaPath, error.keyword) };
    });
}

/**
 * One list of messages per field, in the order the errors came, without repeats. Kept in a Map, so
 * any field name (constructor, __proto__…) is just a key.
 */
export function groupMessages(
  errors: readonly RuleError[],
  sentence: (error: RuleError) => string,
): Record<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const error of errors) {
    const message = sentence(error);
    const list = lists.get(error.field) ?? [];
    if (!list.includes(message)) list.push(message);
    lists.set(error.field, list);
  }
  return Object.fromEntries(lists);
}

/** The form's messages for the broken rules, per field (a field it does not have named as it was sent). */
export function fieldMessages(form: FormDefinition, errors: RuleError[]): Record<string, string[]> {
  return groupMessages(errors, (error) =>
    error.rule === 'additionalProperties'
      ? fill(form.unknownFieldMessage ?? UNKNOWN_FIELD_MESSAGE, { field: error.field })
      : messageFor(form, error),
  );
}
