import { describe, expect, it } from 'vitest';
import { demoForm as form, messageOf } from '../../../tests/unit/fixture-forms.ts';
import { fieldMessages, ruleErrorsFromAjv } from './messages.ts';
import { prefillValues, shapePayload } from './payload.ts';
import { validationSchema } from './validation-schema.ts';

describe('form payload', () => {
  it('trims texts, drops empty ones and unknown fields', () => {
    expect(
      shapePayload(form, { FirstName: '  Asha ', company: '', Email: 'a@b.co', phoneNumber: '5125550143', extra: 'x' }),
    ).toEqual({ FirstName: 'Asha', Email: 'a@b.co', phoneNumber: '5125550143' });
  });

  it('preselects the choice named by the prefill query parameter where one matches', () => {
    // The fixture's prefill: ?product=alpha -> Alpha, ?product=beta-line -> Beta.
    expect(prefillValues(form, '?product=alpha')).toEqual({ product: 'Alpha' });
    expect(prefillValues(form, '?other=1&product=beta-line')).toEqual({ product: 'Beta' });
    expect(prefillValues(form, '?product=gamma')).toEqual({});
    expect(prefillValues(form, '')).toEqual({});
  });
});

describe('form messages', () => {
  it('speaks the sentences of the config for each broken rule', () => {
    // The schema ajv judges by: the Email field's "format" is a pattern there, named "format".
    const errors = ruleErrorsFromAjv(validationSchema(form), [
      { instancePath: '', schemaPath: '#/required', keyword: 'required', params: { missingProperty: 'FirstName' } },
      { instancePath: '/Email', schemaPath: '#/properties/Email/allOf/0/pattern', keyword: 'pattern', params: {} },
      { instancePath: '/phoneNumber', schemaPath: '#/properties/phoneNumber/format', keyword: 'format', params: {} },
      {
        instancePath: '',
        schemaPath: '#/additionalProperties',
        keyword: 'additionalProperties',
        params: { additionalProperty: 'admin' },
      },
    ]);
    expect(fieldMessages(form, errors)).toEqual({
      FirstName: [messageOf(form, 'FirstName', 'required')],
      Email: [messageOf(form, 'Email', 'format')],
      phoneNumber: [messageOf(form, 'phoneNumber', 'format')],
      admin: ['"admin" is not a field of this form.'],
    });
  });
});
