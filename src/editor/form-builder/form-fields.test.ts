import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formProblems } from '../../shared/config-check/form-checks.ts';
import { parseJsonSource } from '../../shared/config-check/json-source.ts';
import { formRulesError } from '../../shared/forms/ajv.ts';
import { addField, changeField, changeKind, moveField, removeField } from './field-list.ts';
import { fieldsOf, keyFromLabel, withFields, type JsonObject } from './form-fields.ts';

// eslint-disable-next-line no-restricted-syntax -- the fixture forms, read as files: the test compares their bytes
const FIXTURES = 'tests/fixtures/site-config/forms';
// Whatever a form says, the builder writes it back unchanged when nothing is edited: checked on
// every form there is, the shipped ones too (a property of the builder, not a pin of their content).
// eslint-disable-next-line no-restricted-syntax -- every shipped form must survive the builder untouched
const FOLDERS = [FIXTURES, 'tests/spec-content/forms', 'site-config/forms'];
const EVERY_FORM = FOLDERS.flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => `${folder}/${name}`),
);
const read = (file: string) => readFileSync(file, 'utf8');
const demo = () => JSON.parse(read(`${FIXTURES}/demo.json`)) as JsonObject;
const at = (form: JsonObject, ...path: string[]) =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], form);

describe('a form file through the builder', () => {
  it.each(EVERY_FORM)('%s is written back byte for byte when nothing is edited', (file) => {
    const form = JSON.parse(read(file)) as JsonObject;
    expect(`${JSON.stringify(withFields(form, fieldsOf(form)), null, 2)}\n`).toBe(read(file));
  });

  it('lists the fields in layout order with their kind, required, choices, placeholder and sentences', () => {
    const form = demo();
    const fields = fieldsOf(form);
    expect(fields.map((field) => field.key)).toEqual(at(form, 'uiSchema', 'ui:order'));
    const byKey = Object.fromEntries(fields.map((field) => [field.key, field]));
    expect(byKey.Email).toMatchObject({
      kind: 'email',
      required: true,
      placeholder: at(form, 'uiSchema', 'Email', 'ui:placeholder'),
      rules: ['required', 'maxLength', 'format'],
    });
    expect(byKey.Email!.messages).toEqual(at(form, 'messages', 'Email'));
    expect(byKey.phoneNumber!.kind).toBe('phone');
    expect(byKey.message!.kind).toBe('longText');
    expect(byKey.FirstName!.kind).toBe('text');
    expect(byKey.product).toMatchObject({
      kind: 'choice',
      required: false,
      choices: at(form, 'schema', 'properties', 'product', 'enum'),
    });
  });

  it('keeps a field it cannot express as a developer made it, and never changes it', () => {
    const signup = JSON.parse(read(`${FIXTURES}/signup.json`)) as JsonObject;
    const fields = fieldsOf(signup);
    const kinds = Object.fromEntries(fields.map((field) => [field.key, field.kind]));
    // Two rules with a message each, a list of countries, choices shown by other words, a field shown after another answer.
    for (const key of ['Email', 'country', 'ProductId', 'OtherIndustry']) expect(kinds[key]).toBe('developer');
    const edited = withFields(signup, changeField(fields, 'Email', { label: 'Changed', required: false }));
    expect(at(edited, 'schema', 'properties', 'Email')).toEqual(at(signup, 'schema', 'properties', 'Email'));
    expect(at(edited, 'schema', 'required')).toEqual(at(signup, 'schema', 'required'));
  });
});

describe('edits of the list, written into the file', () => {
  it('adds a field: its key made from the label and unique, at the end of the order, optional', () => {
    const form = demo();
    const written = withFields(form, addField(fieldsOf(form), 'Company size'));
    expect(at(written, 'schema', 'properties', 'companySize')).toEqual({
      type: 'string',
      title: 'Company size',
      maxLength: 120,
      pattern: '^[^\\r\\n]*$',
    });
    expect((at(written, 'uiSchema', 'ui:order') as string[]).at(-1)).toBe('companySize');
    expect(at(written, 'schema', 'required')).toEqual(at(form, 'schema', 'required'));
    // Its rules start with sentences, so the validator's "every rule has a message" holds.
    expect(at(written, 'messages', 'companySize')).toEqual({
      maxLength: 'Company size can be at most 120 characters long.',
      pattern: 'Company size must be on one line.',
    });
    expect(keyFromLabel('Company size', ['companySize'])).toBe('companySizeB');
    expect(keyFromLabel('E-mail (work) 2', [])).toBe('emailWork');
    expect(keyFromLabel('42', [])).toBe('field');
  });

  it("writes a help text as the field's description, and takes it away when emptied", () => {
    const form = demo();
    const helped = withFields(form, changeField(fieldsOf(form), 'Email', { help: 'We reply to this address.' }));
    expect(at(helped, 'schema', 'properties', 'Email', 'description')).toBe('We reply to this address.');
    const back = withFields(helped, changeField(fieldsOf(helped), 'Email', { help: '' }));
    expect(back).toEqual(form);
  });

  it('keeps the key when the label changes', () => {
    const form = withFields(demo(), addField(fieldsOf(demo()), 'Company size'));
    const renamed = withFields(form, changeField(fieldsOf(form), 'companySize', { label: 'Size of the company' }));
    expect(at(renamed, 'schema', 'properties', 'companySize', 'title')).toBe('Size of the company');
    expect(Object.keys(at(renamed, 'schema', 'properties') as object)).toEqual(
      Object.keys(at(form, 'schema', 'properties') as object),
    );
  });

  it('makes a required choice with its choices, placeholder and sentences', () => {
    let form = withFields(demo(), addField(fieldsOf(demo()), 'Company size'));
    form = withFields(form, changeKind(fieldsOf(form), 'companySize', 'choice'));
    form = withFields(
      form,
      changeField(fieldsOf(form), 'companySize', {
        required: true,
        choices: ['1-10', '11-100', 'More than 100'],
        placeholder: 'How many people work there?',
      }),
    );
    expect(at(form, 'schema', 'properties', 'companySize')).toEqual({
      type: 'string',
      title: 'Company size',
      enum: ['1-10', '11-100', 'More than 100'],
    });
    expect((at(form, 'schema', 'required') as string[]).at(-1)).toBe('companySize');
    expect(at(form, 'uiSchema', 'companySize')).toEqual({ 'ui:placeholder': 'How many people work there?' });
    expect(at(form, 'messages', 'companySize')).toEqual({
      enum: 'Please choose Company size from the list.',
      required: 'Company size is required.',
    });
    form = withFields(
      form,
      changeField(fieldsOf(form), 'companySize', {
        messages: { required: 'Tell us how big your company is.', enum: 'Choose a size from the list.' },
      }),
    );
    expect(at(form, 'messages', 'companySize', 'required')).toBe('Tell us how big your company is.');
    // No longer required: the sentence goes with the rule.
    form = withFields(form, changeField(fieldsOf(form), 'companySize', { required: false }));
    expect(at(form, 'schema', 'required')).toEqual(at(demo(), 'schema', 'required'));
    expect(at(form, 'messages', 'companySize')).toEqual({ enum: 'Choose a size from the list.' });
  });

  it('writes the widget of a long text and the input type of an e-mail or phone field', () => {
    let form = withFields(demo(), addField(fieldsOf(demo()), 'Notes'));
    form = withFields(form, changeKind(fieldsOf(form), 'notes', 'longText'));
    expect(at(form, 'uiSchema', 'notes')).toEqual({ 'ui:widget': 'textarea', 'ui:options': { rows: 4 } });
    form = withFields(form, changeKind(fieldsOf(form), 'notes', 'email'));
    expect(at(form, 'uiSchema', 'notes')).toEqual({ 'ui:inputType': 'email' });
    expect(at(form, 'schema', 'properties', 'notes')).toMatchObject({ format: 'email', maxLength: 254 });
    expect(at(form, 'messages', 'notes')).toEqual({
      maxLength: 'Notes can be at most 254 characters long.',
      format: 'Please enter a valid e-mail address.',
    });
    form = withFields(form, changeKind(fieldsOf(form), 'notes', 'phone'));
    expect(at(form, 'uiSchema', 'notes')).toEqual({ 'ui:inputType': 'tel' });
    // The site's phone format, which takes a number with its country code or ten digits.
    expect(at(form, 'schema', 'properties', 'notes')).toMatchObject({ format: 'phone', maxLength: 24 });
    expect(at(form, 'schema', 'properties', 'notes')).not.toHaveProperty('pattern');
    expect(at(form, 'messages', 'notes')).toEqual({
      maxLength: 'Notes can be at most 24 characters long.',
      format: 'Please enter a phone number with its country code (e.g. +971 50 123 4567), or its 10 digits.',
    });
    // What the kind does not decide stays: an autocomplete a developer set.
    const email = withFields(demo(), changeKind(fieldsOf(demo()), 'Email', 'text'));
    expect(at(email, 'uiSchema', 'Email')).toEqual({
      'ui:placeholder': at(demo(), 'uiSchema', 'Email', 'ui:placeholder'),
      'ui:autocomplete': at(demo(), 'uiSchema', 'Email', 'ui:autocomplete'),
    });
  });

  it('makes a checkbox that must be ticked: required and "const": true, one sentence for both', () => {
    let form = withFields(demo(), addField(fieldsOf(demo()), 'I agree to be called'));
    form = withFields(form, changeKind(fieldsOf(form), 'iAgreeToBeCalled', 'checkbox'));
    expect(at(form, 'schema', 'properties', 'iAgreeToBeCalled')).toEqual({
      type: 'boolean',
      title: 'I agree to be called',
    });
    expect(at(form, 'messages', 'iAgreeToBeCalled')).toBeUndefined();
    form = withFields(form, changeField(fieldsOf(form), 'iAgreeToBeCalled', { required: true }));
    expect(at(form, 'schema', 'properties', 'iAgreeToBeCalled')).toEqual({
      type: 'boolean',
      title: 'I agree to be called',
      const: true,
    });
    expect(at(form, 'messages', 'iAgreeToBeCalled')).toEqual({
      required: 'Please tick “I agree to be called”.',
      const: 'Please tick “I agree to be called”.',
    });
    expect(fieldsOf(form).at(-1)).toMatchObject({ kind: 'checkbox', required: true, rules: ['required', 'const'] });
    form = withFields(form, changeField(fieldsOf(form), 'iAgreeToBeCalled', { required: false }));
    expect(at(form, 'schema', 'properties', 'iAgreeToBeCalled')).toEqual({
      type: 'boolean',
      title: 'I agree to be called',
    });
    expect(at(form, 'messages', 'iAgreeToBeCalled')).toBeUndefined();
  });

  it('reorders the fields in ui:order only', () => {
    const form = demo();
    const fields = fieldsOf(form);
    const order = at(form, 'uiSchema', 'ui:order') as string[];
    const moved = withFields(form, moveField(fields, order.length - 1, 0));
    expect(at(moved, 'uiSchema', 'ui:order')).toEqual([order.at(-1), ...order.slice(0, -1)]);
    expect(at(moved, 'schema')).toEqual(at(form, 'schema'));
    expect(moveField(fields, 0, -1).map((field) => field.key)).toEqual(order);
  });

  it('removes a field with its layout, its messages and its place in the required list', () => {
    const form = demo();
    const removed = withFields(form, removeField(fieldsOf(form), 'Email'));
    expect(at(removed, 'schema', 'properties', 'Email')).toBeUndefined();
    expect(at(removed, 'uiSchema', 'Email')).toBeUndefined();
    expect(at(removed, 'messages', 'Email')).toBeUndefined();
    expect(at(removed, 'schema', 'required')).toEqual(
      (at(form, 'schema', 'required') as string[]).filter((key) => key !== 'Email'),
    );
    expect(at(removed, 'uiSchema', 'ui:order')).not.toContain('Email');
  });
});

describe("what the builder writes keeps the validator's form checks", () => {
  it('every rule has its sentence, every required field its "required" sentence, the order every field once', () => {
    let form = demo();
    form = withFields(form, addField(fieldsOf(form), 'Company size'));
    form = withFields(form, addField(fieldsOf(form), 'I agree to be called'));
    form = withFields(form, addField(fieldsOf(form), 'Work e-mail'));
    form = withFields(form, changeKind(fieldsOf(form), 'companySize', 'choice'));
    form = withFields(form, changeKind(fieldsOf(form), 'iAgreeToBeCalled', 'checkbox'));
    form = withFields(form, changeKind(fieldsOf(form), 'workEmail', 'email'));
    for (const key of ['companySize', 'iAgreeToBeCalled', 'workEmail'])
      form = withFields(form, changeField(fieldsOf(form), key, { required: true, choices: ['Small', 'Large'] }));
    form = withFields(form, moveField(fieldsOf(form), fieldsOf(form).length - 1, 0));
    // A field nothing else names (a mail, a prefill, the storage), removed.
    const { schema: _schema, uiSchema: _ui, messages: _messages, ...rest } = demo();
    const unnamed = fieldsOf(demo()).find((field) => !JSON.stringify(rest).includes(field.key))!;
    form = withFields(form, removeField(fieldsOf(form), unnamed.key));
    expect(at(form, 'schema', 'properties', unnamed.key)).toBeUndefined();
    const check = (value: JsonObject) =>
      formProblems(String(value.id), parseJsonSource('forms/demo.json', JSON.stringify(value, null, 2)).source!, {
        rulesError: formRulesError,
      }).map((problem) => problem.message);
    expect(check(form)).toEqual([]);
    // A sentence the marketer empties is a problem the validator names.
    const emptied = withFields(form, changeField(fieldsOf(form), 'companySize', { messages: { enum: 'Choose one.' } }));
    expect(check(emptied)).toEqual(['"Company size" (companySize) has no sentence for when it is left empty']);
  });
});
