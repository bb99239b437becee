// First pass: every config file against its JSON Schema, with messages a marketer can act on.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { problemAt, type JsonSource, type Problem } from './json-source.ts';

// ajv-formats is CommonJS: under Node's ESM loader the plugin is the module's "default" property.
type FormatsPlugin = (ajv: Ajv2020) => Ajv2020;
const addFormats = ((addFormatsModule as unknown as { default?: FormatsPlugin }).default ?? (addFormatsModule as unknown as FormatsPlugin));

const SCHEMA_BASE = 'https://cortracker.example/schemas/';

export function loadSchemas(schemaDir: string): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true });
  addFormats(ajv);
  // Annotation of section schemas: this section renders the page's h1.
  ajv.addKeyword({ keyword: 'x-page-heading', schemaType: 'boolean' });
  for (const file of listJsonFiles(schemaDir)) {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { $id?: string };
    const expectedId = SCHEMA_BASE + relative(schemaDir, file).split('\\').join('/');
    if (schema.$id !== expectedId) throw new Error(`${file}: $id must be ${expectedId}`);
    ajv.addSchema(schema);
  }
  return ajv;
}

export function listJsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export function validatorFor(ajv: Ajv2020, schemaFile: string): ValidateFunction {
  const validate = ajv.getSchema(SCHEMA_BASE + schemaFile);
  if (!validate) throw new Error(`no schema ${schemaFile}`);
  return validate;
}

export function schemaProblems(source: JsonSource, validate: ValidateFunction): Problem[] {
  if (validate(source.value)) return [];
  return explainErrors(validate.errors ?? []).map((error) => describe(source, error));
}

/** Drops the noise of conditional and alternative schemas so only the actionable error remains. */
function explainErrors(errors: ErrorObject[]): ErrorObject[] {
  const alternatives = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => e.schemaPath + '/');
  const empty = new Set(errors.filter((e) => e.keyword === 'minLength' && (e.params as { limit: number }).limit === 1).map((e) => e.instancePath));
  return errors.filter((error) => {
    if (error.keyword === 'if') return false;
    // An empty text also fails the "some non-space character" pattern: one message is enough.
    if (error.keyword === 'pattern' && empty.has(error.instancePath)) return false;
    return !alternatives.some((prefix) => error.schemaPath.startsWith(prefix));
  });
}

function describe(source: JsonSource, error: ErrorObject): Problem {
  const at = error.instancePath;
  const description = (error.parentSchema as { description?: string } | undefined)?.description;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return problemAt(source, at, `missing property "${String(params.missingProperty)}"`, `add "${String(params.missingProperty)}" here`);
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const known = Object.keys((error.parentSchema as { properties?: object }).properties ?? {}).filter((k) => k !== '$schema');
      const near = closest(extra, known);
      const hint = near ? `did you mean "${near}"?` : `allowed here: ${known.join(', ')}`;
      return problemAt(source, at, `unknown property "${extra}"`, hint, extra);
    }
    case 'enum':
      return problemAt(source, at, `must be one of: ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`, description);
    case 'const':
      return problemAt(source, at, `must be ${JSON.stringify(params.allowedValue)}`, description);
    case 'type':
      return problemAt(source, at, `must be ${article(String(params.type))}`, description);
    case 'minLength':
      return params.limit === 1
        ? problemAt(source, at, 'must not be empty', description)
        : problemAt(source, at, `must be at least ${String(params.limit)} characters long`, description);
    case 'maxLength':
      return problemAt(source, at, `must be at most ${String(params.limit)} characters long`, description);
    case 'pattern':
      return problemAt(source, at, 'is not in the expected form', description ?? `expected to match ${String(params.pattern)}`);
    case 'format':
      return problemAt(source, at, `must be a valid ${String(params.format)}`, description);
    case 'minItems':
      return problemAt(source, at, `needs at least ${String(params.limit)} item(s)`, description);
    case 'maxItems':
      return problemAt(source, at, `may have at most ${String(params.limit)} item(s)`, description);
    case 'minimum':
    case 'maximum':
      return problemAt(source, at, `must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(params.limit)}`, description);
    case 'oneOf':
    case 'anyOf':
      return problemAt(source, at, 'does not match any of the allowed shapes', description);
    default:
      return problemAt(source, at, error.message ?? error.keyword, description);
  }
}

function article(type: string): string {
  const words: Record<string, string> = { string: 'a text in quotes', integer: 'a whole number', number: 'a number', boolean: 'true or false', object: 'an object { … }', array: 'a list [ … ]', null: 'null' };
  return words[type] ?? type;
}

function closest(word: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}
