// The ajv that judges form data outside the browser (the server, the config validator). In the
// browser the same rules run as code precompiled at build time.
import { Ajv } from 'ajv';

export function createFormAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, coerceTypes: false, useDefaults: false, removeAdditional: false });
  // Names a rule for the messages when a field has two rules of one kind (two patterns, say).
  ajv.addKeyword({ keyword: 'errorKey', schemaType: 'string' });
  return ajv;
}
