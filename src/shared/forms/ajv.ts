/**
 * The ajv that judges form data outside the browser (the server, the config validator). In the
 * browser the same rules run as code precompiled at build time from the same schema.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { CODE_FORMAT_CHECKS } from './code-format-checks.ts';
import { validationSchema, type SchemaLike } from './validation-schema.ts';

/** A strict ajv that reports every broken rule and never fixes data silently (no coercion, no defaults). */
export function createFormAjv(): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictRequired: false,
    coerceTypes: false,
    useDefaults: false,
    removeAdditional: false,
  });
  // Names a rule for the messages when a field has two rules of one kind (two patterns, say).
  ajv.addKeyword({ keyword: 'errorKey', schemaType: 'string' });
  for (const [name, check] of Object.entries(CODE_FORMAT_CHECKS))
    ajv.addFormat(name, { type: 'string', validate: check });
  return ajv;
}

/**
 * Compiles the rules a form's data is judged by (its schema with the required-when-shown rules, see
 * validation-schema.ts). Throws when they do not compile.
 */
export function compileFormSchema<S extends SchemaLike>(form: {
  schema: S;
  uiSchema: object;
}): { schema: S; validate: ValidateFunction } {
  const schema = validationSchema(form);
  return { schema, validate: createFormAjv().compile(schema) };
}

/** Why a form's rules do not compile, or undefined when they do (for the config checks). */
export function formRulesError<S extends SchemaLike>(form: { schema: S; uiSchema: object }): string | undefined {
  try {
    compileFormSchema(form);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
