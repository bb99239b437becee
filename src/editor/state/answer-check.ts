// Every answer of the editor's server that the editor relies on is checked against its schema
// (src/shared/editor-answers.ts) before it is read: an answer of another shape (a proxy's error page,
// a server of another version) ends the call with a sentence the editor shows, never with a
// TypeError deep inside it. @cfworker/json-schema interprets the schema without generating code, as
// the strict CSP requires; the editor loads this module beside its first answer (api.ts).
import { Validator, type OutputUnit } from '@cfworker/json-schema';
import type { Answer } from '../../shared/editor-answers.ts';
import { fill, text } from '../strings.ts';

/** An answer the editor cannot read; its message says so in the editor's words. */
export class MalformedAnswer extends Error {
  override name = 'MalformedAnswer';
}

const validators = new Map<object, Validator>();

function validatorOf(schema: object): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    validator = new Validator(schema as unknown as ConstructorParameters<typeof Validator>[0], '2020-12');
    validators.set(schema, validator);
  }
  return validator;
}

/** The finding deepest in the answer: the one that names the value at fault. */
function deepest(errors: OutputUnit[]): OutputUnit | undefined {
  return errors.reduce<OutputUnit | undefined>(
    (found, unit) => (!found || unit.instanceLocation.length > found.instanceLocation.length ? unit : found),
    undefined,
  );
}

/** The answer's text as the value its schema describes; a MalformedAnswer when it is not one. */
export function checkedAnswer<T>(call: string, body: string, answer: Answer<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new MalformedAnswer(fill(text.malformedAnswer, { call, detail: text.answerNotJson }));
  }
  const result = validatorOf(answer.schema).validate(value);
  if (!result.valid) {
    const unit = deepest(result.errors);
    const where = unit?.instanceLocation.replace(/^#/, '') || '/';
    const detail = fill(text.answerWrongShape, { where, why: unit?.error ?? '' });
    throw new MalformedAnswer(fill(text.malformedAnswer, { call, detail }));
  }
  return value as T;
}
