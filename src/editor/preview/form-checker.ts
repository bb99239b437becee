// The preview's forms check what a visitor types, with the form's rules as the draft has them now.
// The site checks with validators precompiled at build time; the draft's rules change while one
// types and the editor's strict CSP forbids compiling them (no eval), so here the same rules are
// judged by @cfworker/json-schema, which interprets a schema without generating code. Its findings
// are handed over in the shape of ajv's, which the site's form already turns into the form's own
// messages (src/shared/forms/messages.ts). The formats judged by code (a phone number), which
// @cfworker/json-schema does not know, are checked here beside it with the site's own code.
import { Validator, type OutputUnit } from '@cfworker/json-schema';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import { CODE_FORMAT_CHECKS } from '../../shared/forms/code-format-checks.ts';
import { isCodeFormat } from '../../shared/forms/form-formats.ts';

interface AjvLikeError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
}

type ValidateFunction = ((data: unknown) => boolean) & { errors: AjvLikeError[] | null };

/** Keywords that only say a part below them failed: the part's own finding says which rule. */
const WRAPPERS = new Set(['properties', 'allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'items', '$ref']);

/** The property a "required" finding names ("… property \"Email\"."). */
function missingProperty(unit: OutputUnit): string | undefined {
  return /"([^"]+)"\.?$/.exec(unit.error)?.[1];
}

function ajvLike(unit: OutputUnit): AjvLikeError {
  const required =
    unit.keyword === 'required' || unit.keyword === 'dependentRequired' || unit.keyword === 'dependencies';
  const missing = required ? missingProperty(unit) : undefined;
  return {
    instancePath: unit.instanceLocation.replace(/^#/, ''),
    schemaPath: unit.keywordLocation,
    keyword: unit.keyword,
    params: missing === undefined ? {} : { missingProperty: missing },
    message: unit.error,
  };
}

/** The broken formats judged by code among the fields of `data` (a form's values). */
function codeFormatErrors(schema: RJSFSchema, data: unknown): AjvLikeError[] {
  if (typeof data !== 'object' || data === null) return [];
  const values = data as Record<string, unknown>;
  return Object.entries(schema.properties ?? {}).flatMap(([field, rules]) => {
    const format = typeof rules === 'object' ? rules.format : undefined;
    const value = values[field];
    if (!isCodeFormat(format) || typeof value !== 'string' || CODE_FORMAT_CHECKS[format](value)) return [];
    return [
      {
        instancePath: `/${field}`,
        schemaPath: `#/properties/${field}/format`,
        keyword: 'format',
        params: { format },
        message: `must match format "${format}"`,
      },
    ];
  });
}

function validateFunction(schema: RJSFSchema): ValidateFunction {
  const validator = new Validator(schema as never, '2020-12', false);
  const validate = ((data: unknown) => {
    const result = validator.validate(data);
    const errors = [
      ...(result.valid ? [] : result.errors.filter((unit) => !WRAPPERS.has(unit.keyword)).map(ajvLike)),
      ...codeFormatErrors(schema, data),
    ];
    validate.errors = errors.length > 0 ? errors : null;
    return errors.length === 0;
  }) as ValidateFunction;
  validate.errors = null;
  return validate;
}

/**
 * Validate functions for every schema RJSF asks about while it renders and checks the form (the
 * root and its parts, by id), as createPrecompiledValidator expects them.
 */
export function formCheckers(schema: RJSFSchema): Record<string, ValidateFunction> {
  return Object.fromEntries(
    Object.entries(schemaParser(schema)).map(([id, part]) => [id, validateFunction(part as RJSFSchema)]),
  );
}
