import { describe, expect, it } from 'vitest';
import { compileFormSchema } from './ajv.ts';
import type { FormDefinition } from './definition.ts';
import { fieldMessages, ruleErrorsFromAjv } from './messages.ts';
import { ShowWhenError, validationSchema } from './validation-schema.ts';

/** A small form with one field shown (and then required) only for one choice of another. */
const form = {
  schema: {
    type: 'object',
    required: ['Name', 'OtherIndustry'],
    additionalProperties: false,
    properties: {
      Name: { type: 'string', title: 'Name' },
      Industry: { type: 'string', title: 'Industry', enum: ['Retail', 'Other'] },
      OtherIndustry: { type: 'string', title: 'Your industry' },
    },
  },
  uiSchema: { OtherIndustry: { 'ui:showWhen': { field: 'Industry', equals: 'Other' } } },
  messages: { Name: { required: 'Name is required.' }, OtherIndustry: { required: 'Please tell us your industry.' } },
} as unknown as FormDefinition;

const problems = (values: object) => {
  const { schema, validate } = compileFormSchema(form);
  return validate(values) ? {} : fieldMessages(form, ruleErrorsFromAjv(schema, validate.errors ?? []));
};

describe('the schema a form is validated with', () => {
  it('requires a field with a showWhen only while it is shown', () => {
    expect(problems({ Name: 'Asha' })).toEqual({});
    expect(problems({ Name: 'Asha', Industry: 'Retail' })).toEqual({});
    expect(problems({ Name: 'Asha', Industry: 'Other' })).toEqual({ OtherIndustry: ['Please tell us your industry.'] });
    expect(problems({ Name: 'Asha', Industry: 'Other', OtherIndustry: 'Mining' })).toEqual({});
    expect(problems({ Industry: 'Other' })).toEqual({
      Name: ['Name is required.'],
      OtherIndustry: ['Please tell us your industry.'],
    });
  });

  it('writes that rule as an if/then of JSON Schema and leaves other forms as they are', () => {
    expect(validationSchema(form)).toMatchObject({
      required: ['Name'],
      allOf: [
        {
          if: { properties: { Industry: { const: 'Other' } }, required: ['Industry'] },
          then: { required: ['OtherIndustry'] },
        },
      ],
    });
    const plain = { ...form, uiSchema: {} };
    expect(validationSchema(plain)).toBe(plain.schema);
  });

  it('refuses a showWhen that can never be met', () => {
    const waitingFor = (field: string, equals: string) => ({
      ...form,
      uiSchema: { OtherIndustry: { 'ui:showWhen': { field, equals } } },
    });
    expect(() => validationSchema(waitingFor('Industy', 'Other'))).toThrow(ShowWhenError);
    expect(() => validationSchema(waitingFor('Industry', 'Others'))).toThrow(
      'the ui:showWhen of OtherIndustry waits for "Others", which is not a choice of Industry',
    );
    expect(() => compileFormSchema(waitingFor('OtherIndustry', 'x'))).toThrow('which is not another field of the form');
  });
});
