// The fields a developer names for the entries of a new section's list (`--fields`), read into what
// the scaffolder writes for each: its schema, its place in the component, a sample value for the test.
// Kept apart from the writing so the command line can check the words before anything is written.

/** The kinds of field `npm run new-section` knows, with what each becomes in the schema. */
export const FIELD_KINDS = {
  text: 'a short text (a name, a price): the first text field is the entry’s title',
  paragraph: 'a text of a sentence or more (a text box in the editor)',
  number: 'a number',
  flag: 'a yes/no choice (e.g. "highlight"): the entry gets a modifier class',
  list: 'a list of short texts, shown as a bulleted list',
  button: 'a link that looks like a button (the shared "Button" of common.schema.json)',
  link: 'a text link (the shared "Link" of common.schema.json)',
} as const;

export type FieldKind = keyof typeof FIELD_KINDS;

export interface Field {
  name: string;
  kind: FieldKind;
  /** Written `name:kind?`: the field may be left out. A flag is always optional. */
  optional: boolean;
}

/** A camelCase name: a section type, a field, the list's name. */
export const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;

/** "pricePrefix" -> "Price prefix": the field's label until the developer writes a better one. */
export function wordsOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words[0]!.toUpperCase() + words.slice(1);
}

/** "pricingTable" -> "pricing-table": the section's root class and CSS file name. */
export function kebabOf(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** "pricingTable" -> "PricingTable": the component's name. */
export function pascalOf(name: string): string {
  return name[0]!.toUpperCase() + name.slice(1);
}

/**
 * Reads `name:text,price:text,note:paragraph?,highlight:flag,features:list,action:button`. Returns
 * the fields, or the reasons the words cannot be used (each naming the part at fault).
 */
export function parseFields(spec: string): { fields: Field[]; problems: string[] } {
  const problems: string[] = [];
  const fields: Field[] = [];
  const parts = spec
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) problems.push('no field given: write at least one, e.g. --fields "name:text,text:paragraph"');
  for (const part of parts) {
    const match = /^([^:]+):([a-z]+)(\?)?$/.exec(part);
    if (!match) {
      problems.push(`"${part}" is not name:kind (e.g. "price:text", or "note:paragraph?" for an optional field)`);
      continue;
    }
    const [, name = '', kind = '', question] = match;
    if (!CAMEL_CASE.test(name))
      problems.push(`"${name}" is not a camelCase name (letters and digits, a lower-case first)`);
    else if (name === 'id' || name === 'type')
      problems.push(`"${name}" is taken: the section's own "${name}" is written for you`);
    else if (fields.some((field) => field.name === name)) problems.push(`"${name}" is named twice`);
    if (!(kind in FIELD_KINDS)) {
      problems.push(`"${part}": the kind "${kind}" is none of ${Object.keys(FIELD_KINDS).join(', ')}`);
      continue;
    }
    fields.push({ name, kind: kind as FieldKind, optional: question === '?' || kind === 'flag' });
  }
  if (problems.length === 0 && !fields.some((field) => field.kind === 'text' && !field.optional))
    problems.push('one required "text" field is needed: it is each entry’s title, and what page-facts.spec checks');
  return { fields, problems };
}

/** The first required text: the entry's title (an h3), named in the page-facts case. */
export function titleField(fields: Field[]): Field {
  return fields.find((field) => field.kind === 'text' && !field.optional)!;
}
