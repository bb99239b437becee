// Judges a request body by the form's own JSON Schema, exactly as the browser does: no coercion,
// no silent removal of unknown fields. The envelope fields are checked on their own.
import type { FormDefinition, FormValues } from '../../shared/forms/definition.ts';
import {
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  TERMS_ACCEPTED_AT_FIELD,
  TERMS_ACCEPTED_ON_FIELD,
  type TermsAcceptance,
} from '../../shared/forms/envelope.ts';
import { compileFormSchema } from '../../shared/forms/ajv.ts';
import { SOURCE_FIELD, type LeadSource } from '../../shared/lead-source.ts';
import { sourceChecker } from '../http/lead-source-body.ts';
import { fieldMessages, ruleErrorsFromAjv, ruleName, type RuleError } from '../../shared/forms/messages.ts';
import { plainText } from '../../shared/forms/text-formats.ts';
import { isJsonObject, NOT_A_JSON_OBJECT } from '../http/json-body.ts';

export type BodyVerdict =
  | {
      ok: true;
      values: FormValues;
      honeypot: string;
      elapsedMs: number | undefined;
      terms: TermsAcceptance | undefined;
      /** Where the post came from, as the form's script said (within its bounds), if it said. */
      source: LeadSource | undefined;
    }
  | { ok: false; body: { error: string; message: string; fields?: Record<string, string[]> } };

const DAY_MS = 86_400_000;

/** When the terms were accepted must be a real, recent moment, and the day shown the visitor's own. */
function termsAcceptance(at: unknown, on: unknown, now: number): TermsAcceptance | undefined {
  if (typeof at !== 'string' || typeof on !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(on)) return undefined;
  const acceptedAt = Date.parse(at);
  const day = Date.parse(`${on}T12:00:00Z`);
  if (Number.isNaN(acceptedAt) || Number.isNaN(day)) return undefined;
  if (acceptedAt > now + 5 * 60_000 || acceptedAt < now - DAY_MS || Math.abs(day - acceptedAt) > 1.5 * DAY_MS)
    return undefined;
  return { at: new Date(acceptedAt).toISOString(), on };
}

/** True when `text` has more than `max` characters (Unicode code points, as JSON Schema counts them). */
function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  let count = 0;
  for (const _character of text) if (++count > max) return true;
  return false;
}

/**
 * The fields whose text is longer than their maxLength. They are judged by that alone: no pattern
 * ever runs on an over-long value, so the cost of a post's patterns is bounded by the lengths the
 * form allows, whatever a client sends (ajv, asked for all errors, would run them anyway).
 */
function overLongFields(schema: FormDefinition['schema'], values: Record<string, unknown>): string[] {
  return Object.keys(values).filter((field) => {
    const rules = Object.hasOwn(schema.properties, field) ? schema.properties[field] : undefined;
    const value = values[field];
    return rules?.maxLength !== undefined && typeof value === 'string' && longerThan(value, rules.maxLength);
  });
}

const checkSource = sourceChecker();

export function bodyChecker(form: FormDefinition, now: () => number = Date.now): (body: unknown) => BodyVerdict {
  const { schema, validate } = compileFormSchema(form);
  return (body) => {
    if (!isJsonObject(body)) return { ok: false, body: NOT_A_JSON_OBJECT };
    const {
      [HONEYPOT_FIELD]: honeypot,
      [ELAPSED_FIELD]: elapsed,
      [TERMS_ACCEPTED_AT_FIELD]: acceptedAt,
      [TERMS_ACCEPTED_ON_FIELD]: acceptedOn,
      [SOURCE_FIELD]: source,
      ...entered
    } = body;
    // Checked first and on its own: a source out of its bounds is no visitor's (the script cleans it).
    const sourceVerdict = checkSource(source);
    if (!sourceVerdict.ok) return { ok: false, body: sourceVerdict.body };
    // Judged and stored as a mail program would show it (text-formats.ts).
    const values = Object.fromEntries(
      Object.entries(entered).map(([field, value]) => [field, typeof value === 'string' ? plainText(value) : value]),
    );
    const envelopeOk =
      (honeypot === undefined || typeof honeypot === 'string') &&
      (elapsed === undefined || (typeof elapsed === 'number' && Number.isFinite(elapsed)));
    const overLong = overLongFields(schema, values);
    const rest =
      overLong.length === 0
        ? values
        : Object.fromEntries(Object.entries(values).filter(([field]) => !overLong.includes(field)));
    if (!validate(rest) || overLong.length > 0 || !envelopeOk) {
      const errors: RuleError[] = [
        ...overLong.map((field) => ({ field, rule: ruleName(schema, `#/properties/${field}/maxLength`, 'maxLength') })),
        // A field left out for its length is not "missing".
        ...ruleErrorsFromAjv(schema, validate.errors ?? []).filter((error) => !overLong.includes(error.field)),
      ];
      return {
        ok: false,
        body: {
          error: 'Validation failed',
          message: 'Some fields are not valid.',
          fields: fieldMessages(form, errors),
        },
      };
    }
    const terms = form.terms ? termsAcceptance(acceptedAt, acceptedOn, now()) : undefined;
    if (form.terms && !terms)
      return { ok: false, body: { error: 'Validation failed', message: form.terms.required, fields: {} } };
    return {
      ok: true,
      values: values as FormValues,
      honeypot: typeof honeypot === 'string' ? honeypot : '',
      elapsedMs: typeof elapsed === 'number' ? elapsed : undefined,
      terms,
      source: sourceVerdict.source,
    };
  };
}
