// Judges a request body by the form's own JSON Schema, exactly as the browser does: no coercion,
// no silent removal of unknown fields.
import { Ajv, type ValidateFunction } from 'ajv';
import type { FormDefinition, FormValues } from '../../forms/definition.ts';
import { ELAPSED_FIELD, HONEYPOT_FIELD } from '../../forms/envelope.ts';
import { fieldMessages, ruleErrorsFromAjv } from '../../forms/messages.ts';

export type BodyVerdict =
  | { ok: true; values: FormValues; honeypot: string; elapsedMs: number | undefined }
  | { ok: false; status: 400; body: { error: string; message: string; fields?: Record<string, string[]> } };

export function bodyChecker(form: FormDefinition): (body: unknown) => BodyVerdict {
  const validate: ValidateFunction = new Ajv({ allErrors: true, strict: true, coerceTypes: false, useDefaults: false, removeAdditional: false }).compile(form.schema);
  return (body) => {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return { ok: false, status: 400, body: { error: 'Bad Request', message: 'The body must be a JSON object.' } };
    }
    const { [HONEYPOT_FIELD]: honeypot, [ELAPSED_FIELD]: elapsed, ...values } = body as Record<string, unknown>;
    const envelopeOk = (honeypot === undefined || typeof honeypot === 'string') && (elapsed === undefined || (typeof elapsed === 'number' && Number.isFinite(elapsed)));
    if (!validate(values) || !envelopeOk) {
      const fields = fieldMessages(form, ruleErrorsFromAjv(validate.errors ?? []));
      return { ok: false, status: 400, body: { error: 'Validation failed', message: 'Some fields are not valid.', fields } };
    }
    return { ok: true, values: values as FormValues, honeypot: typeof honeypot === 'string' ? honeypot : '', elapsedMs: typeof elapsed === 'number' ? elapsed : undefined };
  };
}
