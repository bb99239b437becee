/**
 * The schema a form's data is judged by, everywhere: the browser's precompiled validator, the
 * server's check of a post and the config validator all compile this, never `form.schema` itself.
 *
 * A form's config says "required when shown" once: the field is listed in `schema.required` and has
 * a `ui:showWhen` in the uiSchema. A hidden field is never sent, so it cannot be required always;
 * here it moves out of `required` into an if/then on its showWhen (`if` Industry is "Other",
 * `then` OtherIndustry is required), which is how JSON Schema says the same thing.
 *
 * A field's "format" (email, noLinks: text-formats.ts) becomes one more pattern of the field, named
 * "format" for its message, so no format code is needed for it. A format judged by code (phone:
 * form-formats.ts) stays a format, which every validator of the forms knows by name.
 */
import { showWhenOf, type ShowWhen } from './show-when.ts';
import { CODE_FORMATS, isCodeFormat } from './form-formats.ts';
import { FORMAT_RULE, isTextFormat, TEXT_FORMATS } from './text-formats.ts';

/** Every format a field may name, in the order the form's schema lists them. */
export const FORM_FORMATS: readonly string[] = [...Object.keys(TEXT_FORMATS), ...CODE_FORMATS];

/** What the derivation reads of a field. */
interface FieldLike {
  enum?: string[];
  format?: string;
  allOf?: object[];
}

/** What the derivation reads of a form's schema (the config validator passes its own view of it). */
export interface SchemaLike {
  required?: string[];
  properties: Record<string, FieldLike>;
  allOf?: object[];
}

/** The schema with every field's pattern format written as the pattern it stands for. */
function withFormatsAsPatterns<S extends SchemaLike>(schema: S): S {
  if (!Object.values(schema.properties).some((rules) => rules.format !== undefined)) return schema;
  const properties: Record<string, FieldLike> = {};
  for (const [field, rules] of Object.entries(schema.properties)) {
    const { format, ...rest } = rules;
    if (format === undefined || isCodeFormat(format)) {
      properties[field] = rules;
      continue;
    }
    if (!isTextFormat(format))
      throw new Error(`the format of ${field}, "${format}", is none of ${FORM_FORMATS.join(', ')}`);
    properties[field] = {
      ...rest,
      allOf: [...(rules.allOf ?? []), { pattern: TEXT_FORMATS[format], errorKey: FORMAT_RULE }],
    };
  }
  return { ...schema, properties };
}

/** A required-when-shown rule as JSON Schema: when `field` has the value, these become required. */
interface ConditionalRequired {
  if: { properties: Record<string, { const: string }>; required: string[] };
  then: { required: string[] };
}

/** Thrown for a showWhen that can never be met; the config validator reports it on the form. */
export class ShowWhenError extends Error {}

/** Why a field's showWhen can never be met (it names no other field, or a value that field cannot take), or undefined. */
function showWhenProblem(schema: SchemaLike, field: string, rule: ShowWhen): string | undefined {
  const other = schema.properties[rule.field];
  if (!other || rule.field === field)
    return `the ui:showWhen of ${field} names "${rule.field}", which is not another field of the form`;
  if (other.enum && !other.enum.includes(rule.equals))
    return `the ui:showWhen of ${field} waits for "${rule.equals}", which is not a choice of ${rule.field}`;
  return undefined;
}

/**
 * The form's schema with its required-when-shown fields turned into if/then rules (the schema itself
 * when it has none).
 * @throws ShowWhenError for a showWhen that can never be met
 */
export function validationSchema<S extends SchemaLike>(form: { schema: S; uiSchema: object }): S {
  const schema = withFormatsAsPatterns(form.schema);
  for (const field of Object.keys(schema.properties)) {
    const rule = showWhenOf(form, field);
    const problem = rule && showWhenProblem(schema, field, rule);
    if (problem) throw new ShowWhenError(problem);
  }
  const always: string[] = [];
  const conditions = new Map<string, ConditionalRequired>();
  for (const field of schema.required ?? []) {
    const rule = showWhenOf(form, field);
    if (!rule) {
      always.push(field);
      continue;
    }
    const key = JSON.stringify([rule.field, rule.equals]);
    const condition = conditions.get(key) ?? {
      if: { properties: { [rule.field]: { const: rule.equals } }, required: [rule.field] },
      then: { required: [] },
    };
    condition.then.required.push(field);
    conditions.set(key, condition);
  }
  if (conditions.size === 0) return schema;
  return { ...schema, required: always, allOf: [...(schema.allOf ?? []), ...conditions.values()] };
}
