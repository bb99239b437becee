import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './definition.ts';
import { fieldMessages, messageFor } from './messages.ts';
import { textsOf, translatedForm } from '../translation.ts';

const form = {
  id: 'partner',
  schema: { type: 'object', properties: { Company: { type: 'string', title: 'Company', pattern: '^\\S' } } },
  messages: { Company: { required: 'Company is required.' } },
  otherRuleMessage: 'Please check {field}.',
  unknownFieldMessage: 'This form has no field "{field}".',
} as unknown as FormDefinition;

const arabic = {
  texts: {
    '/schema/properties/Company/title': { source: 'Company', text: 'الشركة' },
    '/messages/Company/required': { source: 'Company is required.', text: 'اسم الشركة مطلوب.' },
    '/otherRuleMessage': { source: 'Please check {field}.', text: 'قيمة {field} غير صحيحة.' },
    '/unknownFieldMessage': { source: 'This form has no field "{field}".', text: '«{field}» ليس من حقول هذا النموذج.' },
  },
};

describe('the message of a broken rule', () => {
  it("is the form's own sentence for the field's rule, else its sentence for any other rule, naming the field", () => {
    expect(messageFor(form, { field: 'Company', rule: 'required' })).toBe('Company is required.');
    expect(messageFor(form, { field: 'Company', rule: 'pattern' })).toBe('Please check Company.');
    expect(fieldMessages(form, [{ field: 'Company', rule: 'pattern' }])).toEqual({
      Company: ['Please check Company.'],
    });
  });

  it('is in the language of a translated form, its label translated too', () => {
    expect(textsOf(form, 'forms/partner.json').has('/otherRuleMessage')).toBe(true);
    const inArabic = translatedForm(form, arabic);
    expect(messageFor(inArabic, { field: 'Company', rule: 'pattern' })).toBe('قيمة الشركة غير صحيحة.');
    expect(messageFor(inArabic, { field: 'Company', rule: 'required' })).toBe('اسم الشركة مطلوب.');
  });

  it('of a field the form does not have is the form’s sentence for it, in the form’s language, naming the field as sent', () => {
    const unknown = [{ field: 'role', rule: 'additionalProperties' }];
    expect(textsOf(form, 'forms/partner.json').has('/unknownFieldMessage')).toBe(true);
    expect(fieldMessages(form, unknown)).toEqual({ role: ['This form has no field "role".'] });
    expect(fieldMessages(translatedForm(form, arabic), unknown)).toEqual({ role: ['«role» ليس من حقول هذا النموذج.'] });
    const { unknownFieldMessage: _left, ...plain } = form;
    expect(fieldMessages(plain, unknown)).toEqual({ role: ['"role" is not a field of this form.'] });
  });

  it('of a form that gives no sentence for other rules is a plain one naming the field', () => {
    const { otherRuleMessage: _left, ...plain } = form;
    expect(messageFor(plain, { field: 'Company', rule: 'pattern' })).toBe('Company is not valid.');
  });
});
