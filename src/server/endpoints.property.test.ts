// Bad input at scale: fast-check sends a thousand generated bodies to every endpoint that takes one
// (the forms, the booking, the geo lookups): wrong types, huge and empty values, control and bidi
// characters, deep nesting, prototype keys, missing, extra and near-valid fields. Whatever comes,
// the answer is never a 5xx, the process never falls over, and the rows stored are exactly the
// posts answered 201.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postHeaders, setUpFixtureApp } from '../../tests/support/fixture-app.ts';
import { demoForm, fixtureRegistration, signupForm } from '../../tests/unit/fixture-forms.ts';
import type { FormDefinition } from '../shared/forms/definition.ts';
import {
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  TERMS_ACCEPTED_AT_FIELD,
  TERMS_ACCEPTED_ON_FIELD,
} from '../shared/forms/envelope.ts';
import { BOOKINGS_PATH } from '../shared/services/checkout-link.ts';

const RUNS = 1000;
const PROTOTYPE_KEYS = [
  'constructor',
  '__proto__',
  'hasOwnProperty',
  'toString',
  'valueOf',
  'isPrototypeOf',
  'prototype',
];
const ODD_CHARACTERS = [
  '\u0000',
  '\u0007',
  '\r\n',
  '\t',
  '\u202e',
  '\u202d',
  '\u200f',
  '\u2066',
  '\ufeff',
  '\ud800',
  '\u{1f600}',
  '\u00a0',
  '\u3002',
  '\uff20',
];

/** A value of any kind, as a client could put in a field. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', 'null', 'true', '0', 'http://evil.example', 'a..b@example.com', '<script>x</script>'),
  fc.array(fc.constantFrom(...ODD_CHARACTERS, 'a', ' ', '@', '.'), { maxLength: 60 }).map((parts) => parts.join('')),
  fc
    .nat({ max: 16_000 })
    .chain((length) => fc.constantFrom('a', '.', ' ', '\n', 'é').map((unit) => unit.repeat(length))),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, 'a'), fc.string(), { maxKeys: 3 }),
  fc.integer({ min: 1, max: 2000 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
);

/** A valid body, one field at a time put wrong (or left out), plus extra keys. */
function nearValid(valid: () => Record<string, unknown>, fields: readonly string[]): fc.Arbitrary<unknown> {
  return fc
    .record({
      changed: fc.subarray([...fields]),
      values: fc.array(anyValue, { minLength: fields.length, maxLength: fields.length }),
      dropped: fc.subarray([...fields], { maxLength: 2 }),
      extra: fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 })), anyValue, {
        maxKeys: 3,
      }),
    })
    .map(({ changed, values, dropped, extra }) => {
      const body: Record<string, unknown> = valid();
      changed.forEach((field, index) => (body[field] = values[index]));
      for (const field of dropped) delete body[field];
      // Own keys of any name, __proto__ included, as JSON.parse would make them.
      for (const [key, value] of Object.entries(extra))
        Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
      return body;
    });
}

/** Bodies for an endpoint: near-valid ones mostly, and anything at all. */
function bodies(valid: () => Record<string, unknown>, fields: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: nearValid(valid, fields) },
    { weight: 1, arbitrary: anyValue },
    { weight: 1, arbitrary: fc.constant(valid()) },
  );
}

let serial = 0;
const demoBody = () => {
  const n = ++serial;
  return {
    FirstName: 'Asha',
    Email: `asha.${n}@example.com`,
    phoneNumber: '5125550143',
    company: 'Deccan Pumps',
    product: 'Alpha',
    message: '',
    [HONEYPOT_FIELD]: '',
    [ELAPSED_FIELD]: 8000,
  };
};
const signupBody = () => fixtureRegistration(++serial);

const fieldsOf = (form: FormDefinition, envelope: string[]) => [...Object.keys(form.schema.properties), ...envelope];

describe('every endpoint, under a thousand generated bodies each', () => {
  // A limit no run reaches: the bodies are what is under test here.
  const server = setUpFixtureApp({ RATE_LIMIT_PER_MINUTE: '1000000' });

  /** Posts each generated body; returns the ids answered 201, having checked that no answer was a 5xx. */
  async function postAll(url: string, arbitrary: fc.Arbitrary<unknown>): Promise<string[]> {
    const created: string[] = [];
    await fc.assert(
      fc.asyncProperty(arbitrary, async (body) => {
        const response = await server().app.inject({
          method: 'POST',
          url,
          headers: postHeaders,
          payload: JSON.stringify(body) ?? 'undefined',
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode === 201) created.push(response.json<{ id: string }>().id);
      }),
      { numRuns: RUNS },
    );
    return created;
  }

  const storedIds = async (type: string) => (await server().submissions(type)).map((row) => row.id).sort();

  it.each([
    { form: demoForm, valid: demoBody, envelope: [HONEYPOT_FIELD, ELAPSED_FIELD] },
    {
      form: signupForm,
      valid: signupBody,
      envelope: [HONEYPOT_FIELD, ELAPSED_FIELD, TERMS_ACCEPTED_AT_FIELD, TERMS_ACCEPTED_ON_FIELD],
    },
  ])(
    'the $form.id form answers without a 5xx, and stores exactly the posts it answered 201',
    async ({ form, valid, envelope }) => {
      const before = await storedIds(form.storage!.type);
      const created = await postAll(form.endpoint.url, bodies(valid, fieldsOf(form, envelope)));
      expect(created.length).toBeGreaterThan(0);
      expect(await storedIds(form.storage!.type)).toEqual([...before, ...created].sort());
    },
  );

  it('the booking endpoint answers without a 5xx, and stores exactly the bookings it answered 201', async () => {
    const created = await postAll(
      BOOKINGS_PATH,
      bodies(() => ({ serviceIndex: 1, agreed: true }), ['serviceIndex', 'agreed']),
    );
    expect(created.length).toBeGreaterThan(0);
    expect(await storedIds('service')).toEqual(created.sort());
  });

  it.each(['/api/geo/states', '/api/geo/cities'])('%s answers without a 5xx', async (url) => {
    await fc.assert(
      fc.asyncProperty(
        bodies(() => ({ country: 'US', state: 'TX' }), ['country', 'state']),
        async (body) => {
          const response = await server().app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'undefined',
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
