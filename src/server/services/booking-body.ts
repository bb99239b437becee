// Judges a booking request by a JSON Schema made from the catalog: exactly {serviceIndex, agreed: true},
// the index one of our services. Nothing is coerced: "3" or 3.5 is not a service, "true" is no consent.
import { Ajv } from 'ajv';
import { groupMessages, ownEntry, ruleErrorsFromAjv } from '../../shared/forms/messages.ts';
import { isJsonObject, NOT_A_JSON_OBJECT } from '../http/json-body.ts';
import { leadSourceSchema, type LeadSource } from '../../shared/lead-source.ts';
import { SOURCE_REFUSED } from '../http/lead-source-body.ts';

export interface BookingRequest {
  serviceIndex: number;
  agreed: true;
  /** Where the booking came from (src/shared/lead-source.ts), as the cards' script said. */
  source?: LeadSource;
}

export type BookingVerdict =
  | { ok: true; request: BookingRequest }
  | { ok: false; body: { error: string; message: string; fields?: Record<string, string[]> } };

export function bookingSchema(indexes: readonly number[]) {
  return {
    type: 'object',
    required: ['serviceIndex', 'agreed'],
    additionalProperties: false,
    properties: {
      serviceIndex: { type: 'integer', enum: [...indexes] },
      agreed: { const: true },
      source: leadSourceSchema,
    },
  };
}

export function bookingBodyChecker(indexes: readonly number[]): (body: unknown) => BookingVerdict {
  const schema = bookingSchema(indexes);
  const validate = new Ajv({
    allErrors: true,
    strict: true,
    coerceTypes: false,
    useDefaults: false,
    removeAdditional: false,
  }).compile<BookingRequest>(schema);
  const ruleMessages: Readonly<Record<string, string>> = {
    serviceIndex: `serviceIndex must be the number of one of our services: a whole number from ${Math.min(...indexes)} to ${Math.max(...indexes)}.`,
    agreed:
      'agreed must be true: the visitor has to agree to the Terms & Conditions, Privacy Policy and Refund Policy.',
  };
  const messageFor = (field: string, rule: string) =>
    rule === 'additionalProperties'
      ? `"${field}" is not a field of this request.`
      : rule === 'required'
        ? `${field} is required.`
        : field === 'source'
          ? SOURCE_REFUSED
          : (ownEntry(ruleMessages, field) ?? `${field} is not valid.`);

  return (body) => {
    if (!isJsonObject(body)) return { ok: false, body: NOT_A_JSON_OBJECT };
    if (validate(body)) return { ok: true, request: body };
    const fields = groupMessages(ruleErrorsFromAjv(schema, validate.errors ?? []), ({ field, rule }) =>
      messageFor(field, rule),
    );
    return { ok: false, body: { error: 'Validation failed', message: 'The booking request is not valid.', fields } };
  };
}
