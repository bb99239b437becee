// The preview's checker gives the visitor the same sentences as the site's precompiled validators:
// each finding, read by the site's own message lookup, is the config's message for that field and rule.
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { demoForm, messageOf, signupForm, fixtureRegistration } from '../../../tests/unit/fixture-forms.ts';
import { browserForm } from '../../shared/forms/browser-form.ts';
import type { FormDefinition, FormValues } from '../../shared/forms/definition.ts';
import { messageFor, ruleName } from '../../shared/forms/messages.ts';
import { formCheckers } from './form-checker.ts';

/** Each field's messages for the values, as the site's form words them (use-form-errors.ts). */
function messages(definition: FormDefinition, values: FormValues): Record<string, string[]> {
  const form = browserForm(definition);
  const schema = form.schema as RJSFSchema;
  const validator = createPrecompiledValidator(formCheckers(schema) as never, schema);
  const found: Record<string, string[]> = {};
  for (const error of validator.validateFormData(values, schema).errors) {
    if (error.name === 'if' || error.name === 'allOf') continue;
    const field = String(error.params?.missingProperty ?? (error.property ?? '').replace(/^\./, '').split('.')[0]);
    const rule = ruleName(schema, error.schemaPath ?? '', error.name ?? '');
    (found[field] ??= []).push(messageFor(definition, { field, rule }));
  }
  return found;
}

describe('formCheckers', () => {
  it('finds what is missing, too short and not an e-mail address, in the words of the config', () => {
    expect(messages(demoForm, { FirstName: 'A', Email: 'not an address' })).toEqual({
      FirstName: [messageOf(demoForm, 'FirstName', 'minLength')],
      Email: [messageOf(demoForm, 'Email', 'format')],
      phoneNumber: [messageOf(demoForm, 'phoneNumber', 'required')],
    });
  });

  it('finds nothing in what a visitor fills in well', () => {
    expect(messages(demoForm, { FirstName: 'Ada', Email: 'ada@example.com', phoneNumber: '5551234567' })).toEqual({});
  });

  it('judges a phone number as the site does: with its country code, or ten digits', () => {
    const filled = { FirstName: 'Ada', Email: 'ada@example.com' };
    expect(messages(demoForm, { ...filled, phoneNumber: '+971 50 123 4567' })).toEqual({});
    expect(messages(demoForm, { ...filled, phoneNumber: '+971 50 123 456' })).toEqual({
      phoneNumber: [messageOf(demoForm, 'phoneNumber', 'format')],
    });
  });

  it('requires a field shown only for a choice once that choice is made, and only then', () => {
    const { Customer, Mobile, Email, country } = fixtureRegistration(1);
    const filled = { Customer, Mobile, Email, country };
    expect(messages(signupForm, filled)).toEqual({});
    expect(messages(signupForm, { ...filled, Industry: 'Other' })).toEqual({
      OtherIndustry: [messageOf(signupForm, 'OtherIndustry', 'required')],
    });
  });
});
