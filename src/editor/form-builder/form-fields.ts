// A form file (site-config/forms/*.json) as the builder shows it: a list of fields in layout order,
// each with its label, kind, required or not, choices, placeholder, help text and the sentence a
// visitor reads for each rule that can fail; and that list written back into the file's JSON Schema
// (properties, required), uiSchema (ui:order, ui:placeholder, the widget or input type of a kind)
// and messages. Writing touches only what the list holds: every other key of a field (autocomplete,
// ui:wide, a preset answer…) keeps its value and its place, so a file written from its own list is
// the same, byte for byte. A field the kinds cannot express is "developer": listed, movable, never
// rewritten.
import { fill, text } from '../strings.ts';

export type JsonObject = Record<string, unknown>;

export type FieldKind = 'text' | 'longText' | 'email' | 'phone' | 'choice' | 'checkbox';
export const FIELD_KINDS: readonly FieldKind[] = ['text', 'longText', 'email', 'phone', 'choice', 'checkbox'];

/** The rules a visitor can break, in the order the builder lists their sentences. */
export type RuleName = 'required' | 'minLength' | 'maxLength' | 'pattern' | 'enum' | 'format' | 'const';
const LENGTH_AND_FORM_RULES = ['minLength', 'maxLength', 'pattern', 'enum', 'format', 'const'] as const;

export interface BuilderField {
  /** The property name: sent to the server and used in mails; made once from the first label. */
  key: string;
  label: string;
  kind: FieldKind | 'developer';
  required: boolean;
  choices: string[];
  placeholder: string;
  /** Shown under the label (the field's description). */
  help: string;
  /** The rules a visitor can break, each needing its sentence. */
  rules: RuleName[];
  /** The visitor's sentence per rule, for the rules the field has. */
  messages: Partial<Record<RuleName, string>>;
}

/** What each kind writes into the schema and the uiSchema of a field that takes it. */
const KIND_RULES: Record<FieldKind, { schema: JsonObject; ui: JsonObject }> = {
  text: { schema: { maxLength: 120, pattern: '^[^\\r\\n]*$' }, ui: {} },
  longText: { schema: { maxLength: 2000 }, ui: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } } },
  email: { schema: { maxLength: 254, format: 'email' }, ui: { 'ui:inputType': 'email' } },
  // The site's phone format (src/shared/forms/phone-number.ts): with a country code, or ten digits.
  phone: { schema: { maxLength: 24, format: 'phone' }, ui: { 'ui:inputType': 'tel' } },
  choice: { schema: {}, ui: {} },
  // A box that must be ticked is "const": true besides required (an unticked box is false, which
  // "required" alone lets through); writeField sets it with required.
  checkbox: { schema: {}, ui: {} },
};
/** The keys a kind decides; changing the kind clears them before the new kind writes its own. */
const KIND_SCHEMA_KEYS = ['minLength', 'maxLength', 'pattern', 'format', 'enum', 'const'];
const KIND_UI_KEYS = ['ui:widget', 'ui:inputType', 'ui:options'];

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function objectAt(parent: unknown, key: string): JsonObject {
  const value = isObject(parent) ? parent[key] : undefined;
  return isObject(value) ? value : {};
}

function stringsAt(parent: unknown, key: string): string[] {
  const value = isObject(parent) ? parent[key] : undefined;
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** The kind a field's rules and layout say, or "developer" when they say more than a kind can. */
export function kindOf(rules: JsonObject, ui: JsonObject): FieldKind | 'developer' {
  const widget = ui['ui:widget'];
  const inputType = ui['ui:inputType'];
  if (rules.type === 'boolean') {
    const plain = Object.keys(rules).every((key) => ['type', 'title', 'description', 'const', 'default'].includes(key));
    const layout = Object.keys(ui).every((key) => ['ui:widget', 'ui:wide', 'ui:placeholder'].includes(key));
    return plain &&
      layout &&
      [undefined, true].includes(rules.const as boolean) &&
      [undefined, 'checkbox'].includes(widget as string)
      ? 'checkbox'
      : 'developer';
  }
  if (
    rules.type !== 'string' ||
    typeof rules.title !== 'string' ||
    rules.allOf !== undefined ||
    rules.const !== undefined ||
    rules.errorKey !== undefined ||
    ui['ui:showWhen'] !== undefined ||
    ui['ui:enumNames'] !== undefined ||
    ![undefined, 'text', 'textarea', 'select'].includes(widget as string) ||
    ![undefined, 'text', 'email', 'tel'].includes(inputType as string)
  )
    return 'developer';
  if (Array.isArray(rules.enum)) return widget === 'textarea' ? 'developer' : 'choice';
  if (widget === 'textarea') return 'longText';
  if (rules.format === 'email') return 'email';
  if (inputType === 'tel') return 'phone';
  return 'text';
}

/** Every field any rule requires: the required list, the fields required together, the then-rule's. */
function requiredSomewhere(schema: JsonObject): Set<string> {
  const dependencies = objectAt(schema, 'dependencies');
  return new Set([
    ...stringsAt(schema, 'required'),
    ...Object.keys(dependencies).flatMap((key) => stringsAt(dependencies, key)),
    ...stringsAt(objectAt(schema, 'then'), 'required'),
  ]);
}

/** The rules of a field a visitor can break (each needs its sentence). */
export function rulesOf(rules: JsonObject, required: boolean): RuleName[] {
  return [
    ...(required ? (['required'] as const) : []),
    ...LENGTH_AND_FORM_RULES.filter((rule) => rules[rule] !== undefined),
  ];
}

/** The field names in layout order: ui:order first ("*" standing for the rest), then any not placed. */
function orderedKeys(form: JsonObject): string[] {
  const keys = Object.keys(objectAt(objectAt(form, 'schema'), 'properties'));
  const order = stringsAt(objectAt(form, 'uiSchema'), 'ui:order').filter((key) => keys.includes(key));
  return [...new Set([...order, ...keys])];
}

/** The builder's list of a form file's fields. */
export function fieldsOf(form: JsonObject): BuilderField[] {
  const schema = objectAt(form, 'schema');
  const properties = objectAt(schema, 'properties');
  const listed = new Set(stringsAt(schema, 'required'));
  const requiredAnyhow = requiredSomewhere(schema);
  return orderedKeys(form).map((key) => {
    const rules = objectAt(properties, key);
    const ui = objectAt(objectAt(form, 'uiSchema'), key);
    const sentences = objectAt(objectAt(form, 'messages'), key);
    const messages: BuilderField['messages'] = {};
    const broken = rulesOf(rules, requiredAnyhow.has(key));
    for (const rule of broken) {
      if (typeof sentences[rule] === 'string') messages[rule] = sentences[rule];
    }
    const kind = kindOf(rules, ui);
    return {
      key,
      label: typeof rules.title === 'string' ? rules.title : key,
      // A box that must be ticked is both required and "const": true; one without the other is a developer's.
      kind: kind === 'checkbox' && (rules.const === true) !== listed.has(key) ? 'developer' : kind,
      required: listed.has(key),
      choices: stringsAt(rules, 'enum'),
      placeholder: typeof ui['ui:placeholder'] === 'string' ? ui['ui:placeholder'] : '',
      help: typeof rules.description === 'string' ? rules.description : '',
      rules: broken,
      messages,
    };
  });
}

/** A property name made of the label's letters (camel case), unlike every name in `taken`. */
export function keyFromLabel(label: string, taken: Iterable<string>): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z\s]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const base =
    words.map((word, index) => (index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1))).join('') ||
    'field';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  // Letters only, as mail placeholders ({companySize}) and message names allow: B, C, … then BA…
  for (let count = 2; ; count += 1) {
    let suffix = '';
    for (let rest = count; rest > 0; rest = Math.floor((rest - 1) / 26))
      suffix = String.fromCharCode(65 + ((rest - 1) % 26)) + suffix;
    if (!used.has(`${base}${suffix}`)) return `${base}${suffix}`;
  }
}

/** The sentence a new rule of a field starts with (the marketer rewrites it as needed). */
export function defaultMessage(
  kind: FieldKind | 'developer',
  rule: RuleName,
  label: string,
  rules: JsonObject,
): string {
  const words = text.formBuilder.defaults;
  if (kind === 'checkbox') return fill(words.checkbox, { label });
  switch (rule) {
    case 'const':
    case 'required':
      return fill(words.required, { label });
    case 'minLength':
      return fill(words.minLength, { label, count: Number(rules.minLength) });
    case 'maxLength':
      return fill(words.maxLength, { label, count: Number(rules.maxLength) });
    case 'pattern':
      return kind === 'phone' ? words.phonePattern : fill(words.textPattern, { label });
    case 'enum':
      return fill(words.enum, { label });
    case 'format':
      if (rules.format === 'email') return words.email;
      return rules.format === 'phone' ? words.phone : fill(words.noLinks, { label });
  }
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** `object` with `key` set (in its place) or, for undefined, removed. */
function withKey(object: JsonObject, key: string, value: unknown): JsonObject {
  if (value === undefined) {
    if (!(key in object)) return object;
    const { [key]: _removed, ...rest } = object;
    return rest;
  }
  return object[key] === value ? object : { ...object, [key]: value };
}

/** One field of the list written into its rules, layout and messages. */
function writeField(
  field: BuilderField,
  existing: { rules?: JsonObject; ui?: JsonObject; messages?: JsonObject },
  required: { before: boolean; now: boolean },
): { rules: JsonObject; ui: JsonObject | undefined; messages: JsonObject | undefined } {
  const kind = field.kind as FieldKind;
  const oldRules = existing.rules ?? { type: 'string', title: field.label };
  const oldUi = existing.ui ?? {};
  const kindChanged = existing.rules === undefined || kindOf(oldRules, oldUi) !== kind;
  let rules = oldRules;
  let ui = oldUi;
  if (kindChanged) {
    rules = Object.fromEntries(Object.entries(oldRules).filter(([key]) => !KIND_SCHEMA_KEYS.includes(key)));
    rules = { ...withKey(rules, 'type', kind === 'checkbox' ? 'boolean' : 'string'), ...KIND_RULES[kind].schema };
    ui = Object.fromEntries(Object.entries(oldUi).filter(([key]) => !KIND_UI_KEYS.includes(key)));
    ui = { ...ui, ...KIND_RULES[kind].ui };
  }
  rules = withKey(rules, 'title', field.label);
  rules = withKey(rules, 'description', field.help === '' ? undefined : field.help);
  if (kind === 'checkbox') rules = withKey(rules, 'const', field.required ? true : undefined);
  if (kind === 'choice' && (rules.enum === undefined || !sameStrings(stringsAt(rules, 'enum'), field.choices)))
    rules = { ...rules, enum: [...field.choices] };
  ui = withKey(ui, 'ui:placeholder', field.placeholder === '' ? undefined : field.placeholder);

  // A rule the field gains starts with its default sentence; a rule it loses takes its sentence along.
  // (A new kind replaces every rule but "required": their sentences start afresh.)
  const had = existing.rules === undefined ? [] : rulesOf(oldRules, required.before);
  const kept = had.filter((rule) => !kindChanged || rule === 'required');
  const has = rulesOf(rules, required.now);
  let messages: JsonObject = existing.messages ?? {};
  for (const rule of ['required', ...LENGTH_AND_FORM_RULES] as RuleName[]) {
    if (!has.includes(rule)) {
      if (had.includes(rule)) messages = withKey(messages, rule, undefined);
      continue;
    }
    let sentence = kept.includes(rule) || !had.includes(rule) ? field.messages[rule] : undefined;
    if (sentence === undefined && !kept.includes(rule)) sentence = defaultMessage(kind, rule, field.label, rules);
    messages = withKey(messages, rule, sentence === '' ? undefined : sentence);
  }
  return {
    rules,
    ui: Object.keys(ui).length === 0 && existing.ui === undefined ? undefined : ui,
    // A field's messages hold one sentence at least (the file's schema): none, no entry.
    messages: Object.keys(messages).length === 0 ? undefined : messages,
  };
}

/**
 * The form file with its fields as the list says: its properties (existing ones in their place, new
 * ones after), required list, ui:order and per-field layout and messages. Developer fields are
 * kept as they are; a field left out of the list is removed with its layout and messages.
 */
export function withFields(form: JsonObject, fields: readonly BuilderField[]): JsonObject {
  const schema = objectAt(form, 'schema');
  const properties = objectAt(schema, 'properties');
  const uiSchema = objectAt(form, 'uiSchema');
  const messages = objectAt(form, 'messages');
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const oldRequired = stringsAt(schema, 'required');
  const required = [
    ...oldRequired.filter((key) => !(key in properties) || byKey.get(key)?.required !== false),
    ...fields.filter((field) => field.required && !oldRequired.includes(field.key)).map((field) => field.key),
  ].filter((key) => !(key in properties) || byKey.has(key));
  const requiredBefore = requiredSomewhere(schema);
  const requiredAnyhow = requiredSomewhere({ ...schema, required });

  const nextProperties: JsonObject = {};
  const nextUi: JsonObject = {};
  const nextMessages: JsonObject = {};
  for (const [key, value] of Object.entries(uiSchema)) {
    if (key.startsWith('ui:') || !(key in properties) || byKey.has(key)) nextUi[key] = value;
  }
  for (const [key, value] of Object.entries(messages)) {
    if (!(key in properties) || byKey.has(key)) nextMessages[key] = value;
  }
  const keys = [
    ...Object.keys(properties).filter((key) => byKey.has(key)),
    ...fields.filter((field) => !(field.key in properties)).map((field) => field.key),
  ];
  for (const key of keys) {
    const field = byKey.get(key)!;
    if (field.kind === 'developer') {
      nextProperties[key] = properties[key];
      continue;
    }
    const written = writeField(
      field,
      {
        rules: isObject(properties[key]) ? properties[key] : undefined,
        ui: isObject(uiSchema[key]) ? uiSchema[key] : undefined,
        messages: isObject(messages[key]) ? messages[key] : undefined,
      },
      { before: requiredBefore.has(key), now: requiredAnyhow.has(key) },
    );
    nextProperties[key] = written.rules;
    if (written.ui) nextUi[key] = written.ui;
    else delete nextUi[key];
    if (written.messages) nextMessages[key] = written.messages;
    else delete nextMessages[key];
  }

  const oldOrder = stringsAt(uiSchema, 'ui:order');
  const order = [...fields.map((field) => field.key), ...(oldOrder.includes('*') ? ['*'] : [])];
  if (!sameStrings(oldOrder, order) || uiSchema['ui:order'] === undefined) nextUi['ui:order'] = order;

  let nextSchema: JsonObject = { ...schema, properties: nextProperties };
  if (!sameStrings(oldRequired, required)) nextSchema = { ...nextSchema, required };
  return { ...form, schema: nextSchema, uiSchema: nextUi, messages: nextMessages };
}
