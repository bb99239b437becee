import { describe, expect, it } from 'vitest';
import demo from '../../../site-config/forms/demo.json' with { type: 'json' };
import type { FormDefinition } from './definition.ts';
import { fieldMessages, ruleErrorsFromAjv } from './messages.ts';
import { prefillValues, shapePayload } from './payload.ts';

const form = demo as unknown as FormDefinition;

describe('form payload', () => {
  it('trims texts, drops empty ones and unknown fields', () => {
    expect(shapePayload(form, { FirstName: '  Asha ', LastName: '', Email: 'a@b.co', phoneNumber: '5125550143', extra: 'x' })).toEqual({ FirstName: 'Asha', Email: 'a@b.co', phoneNumber: '5125550143' });
  });

  it('preselects the product named by ?product= where one matches', () => {
    expect(prefillValues(form, '?product=crm')).toEqual({ product: 'CRM' });
    expect(prefillValues(form, '?product=inventory')).toEqual({ product: 'Supply Chain' });
    expect(prefillValues(form, '?product=purchases')).toEqual({});
    expect(prefillValues(form, '')).toEqual({});
  });
});

describe('form messages', () => {
  it('speaks the sentences of the config for each broken rule', () => {
    const errors = ruleErrorsFromAjv(form.schema, [
      { instancePath: '', schemaPath: '#/required', keyword: 'required', params: { missingProperty: 'FirstName' } },
      { instancePath: '/Email', schemaPath: '#/properties/Email/pattern', keyword: 'pattern', params: {} },
      { instancePath: '/phoneNumber', schemaPath: '#/properties/phoneNumber/pattern', keyword: 'pattern', params: {} },
      { instancePath: '', schemaPath: '#/additionalProperties', keyword: 'additionalProperties', params: { additionalProperty: 'admin' } },
    ]);
    expect(fieldMessages(form, errors)).toEqual({
      FirstName: ['First Name is required.'],
      Email: ['Please enter a valid Email address.'],
      phoneNumber: ['Please enter a valid 10-digit phone number.'],
      admin: ['"admin" is not a field of this form.'],
    });
  });
});
