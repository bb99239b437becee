// What a config file's schema errors mean to a marketer: one sentence and a hint per error, at its
// place in the file. The validators themselves are ajv's, compiled by the command line
// (scripts/config-check/schema-pass.ts) or precompiled for the visual editor.
import type { ErrorObject } from 'ajv';
import { problemAt, type JsonSource, type Problem } from './json-source.ts';

/** A validator of one kind of config file: compiled by ajv, or precompiled to plain code. */
export type SchemaValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** The problems of one parsed file against its schema. */
export function schemaProblems(source: JsonSource, validate: SchemaValidator): Problem[] {
  return schemaCheck(source, validate).problems;
}

/** The problems of one parsed file against its schema, and ajv's errors they were made of (for salvage.ts). */
export function schemaCheck(
  source: JsonSource,
  validate: SchemaValidator,
): { problems: Problem[]; errors: ErrorObject[] } {
  if (validate(source.value)) return { problems: [], errors: [] };
  const errors = validate.errors ?? [];
  return { problems: explainErrors(errors).map((error) => describe(source, error)), errors };
}

/** Drops the noise of conditional and alternative schemas so only the actionable error remains. */
function explainErrors(errors: ErrorObject[]): ErrorObject[] {
  const alternatives = errors
    .filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf')
    .map((e) => e.schemaPath + '/');
  const empty = new Set(
    errors
      .filter((e) => e.keyword === 'minLength' && (e.params as { limit: number }).limit === 1)
      .map((e) => e.instancePath),
  );
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
    case 'required': {
      const property = String(params.missingProperty);
      // Named as the editor labels the field (its schema's title), said as the marketer met it: a field
      // left empty (the editor leaves an emptied text out of the file).
      const field = propertySchema(error, property);
      const title = typeof field?.title === 'string' ? field.title : property;
      // A property a condition requires (then/else): the branch's description says why, and what to do instead.
      const hint =
        /\/(then|else)\/required$/.test(error.schemaPath) && description
          ? description
          : typeof field?.description === 'string'
            ? field.description
            : `add "${property}" here`;
      return { ...problemAt(source, at, `"${title}" must be filled in`, hint), property };
    }
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const known = Object.keys((error.parentSchema as { properties?: object }).properties ?? {}).filter(
        (k) => k !== '$schema',
      );
      const near = closest(extra, known);
      const hint = near ? `did you mean "${near}"?` : `allowed here: ${known.join(', ')}`;
      return problemAt(source, at, `unknown property "${extra}"`, hint, extra);
    }
    case 'enum':
      return problemAt(
        source,
        at,
        `must be one of: ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
        description,
      );
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
      // "Some character that is not a space": the rule of every text that must say something.
      if (params.pattern === '\\S') return problemAt(source, at, 'must not be only spaces', description);
      return problemAt(
        source,
        at,
        'is not in the expected form',
        description ?? `expected to match ${String(params.pattern)}`,
      );
    case 'format':
      return problemAt(source, at, `must be a valid ${String(params.format)}`, description);
    case 'minItems':
      return problemAt(source, at, `needs at least ${String(params.limit)} item(s)`, description);
    case 'maxItems':
      return problemAt(source, at, `may have at most ${String(params.limit)} item(s)`, description);
    case 'minimum':
    case 'maximum':
      return problemAt(
        source,
        at,
        `must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(params.limit)}`,
        description,
      );
    case 'oneOf':
    case 'anyOf':
      return problemAt(source, at, 'does not match any of the allowed shapes', description);
    default:
      return problemAt(source, at, error.message ?? error.keyword, description);
  }
}

/** The schema of a property of the object an error is about, as that object's schema declares it. */
function propertySchema(error: ErrorObject, property: string): { title?: unknown; description?: unknown } | undefined {
  const properties = (error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  const schema = properties?.[property];
  return typeof schema === 'object' && schema !== null ? schema : undefined;
}

function article(type: string): string {
  const words: Record<string, string> = {
    string: 'a text in quotes',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
    object: 'an object { … }',
    array: 'a list [ … ]',
    null: 'null',
  };
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
