// The settings of a form that name one of its fields (where the lead's e-mail is, what the sign-up
// is unique by, which fields the country lists and the agreement use, which lose their spaces) name
// a real one, and the names given to a field's choices belong to its choices. A misspelt field name
// would otherwise fail quietly: a lead never linked, a duplicate never caught, a list never filled.
import type { FormDefinition } from '../generated/config-types.ts';
import { problemAt, type JsonSource, type Problem } from './json-source.ts';

/** Each setting that names a field, by its JSON pointer in the form file. */
function namedFields(form: FormDefinition): [pointer: string, field: string][] {
  const named: [string, string | undefined][] = [
    ['/storage/leadEmail', form.storage?.leadEmail],
    ...(['product', 'email', 'mobile'] as const).map((key): [string, string | undefined] => [
      `/storage/dedupe/${key}`,
      form.storage?.dedupe?.[key],
    ]),
    ...(['country', 'state', 'city'] as const).map((key): [string, string | undefined] => [
      `/geo/${key}`,
      form.geo?.[key],
    ]),
    ...Object.entries(form.geo?.fill ?? {}).map(([key, field]): [string, string | undefined] => [
      `/geo/fill/${key}`,
      field,
    ]),
    ['/terms/companyField', form.terms?.companyField],
    ['/terms/countryField', form.terms?.countryField],
    ...(form.payload?.removeSpaces ?? []).map((field, index): [string, string] => [
      `/payload/removeSpaces/${index}`,
      field,
    ]),
  ];
  return named.filter((entry): entry is [string, string] => entry[1] !== undefined);
}

/** The names a field's uiSchema gives its choices (react-jsonschema-form's ui:enumNames), as a list or by choice. */
function enumNameProblems(form: FormDefinition, source: JsonSource, field: string): Problem[] {
  const names = (form.uiSchema as Record<string, { 'ui:enumNames'?: unknown } | undefined>)[field]?.['ui:enumNames'];
  if (names === undefined) return [];
  const at = `/uiSchema/${field}/ui:enumNames`;
  const choices = form.schema.properties[field]?.enum;
  if (!choices)
    return [
      problemAt(source, at, `${field} has no choices to name`, 'give the field an "enum" or remove ui:enumNames'),
    ];
  if (Array.isArray(names)) {
    return names.length === choices.length
      ? []
      : [
          problemAt(
            source,
            at,
            `${names.length} names for the ${choices.length} choices of ${field}`,
            `one name per choice, in the order of: ${choices.join(', ')}`,
          ),
        ];
  }
  const named = Object.keys(names as object);
  return [
    ...named
      .filter((choice) => !choices.includes(choice))
      .map((choice) =>
        problemAt(
          source,
          `${at}/${choice}`,
          `"${choice}" is not one of the choices of ${field}`,
          `use one of: ${choices.join(', ')}`,
        ),
      ),
    ...choices
      .filter((choice) => !named.includes(choice))
      .map((choice) =>
        problemAt(
          source,
          at,
          `the choice "${choice}" of ${field} has no name`,
          `add "${choice}": "…", the words a visitor reads`,
        ),
      ),
  ];
}

export function fieldReferenceProblems(form: FormDefinition, source: JsonSource): Problem[] {
  const fields = Object.keys(form.schema.properties);
  const problems = namedFields(form)
    .filter(([, field]) => !fields.includes(field))
    .map(([pointer, field]) =>
      problemAt(source, pointer, `"${field}" is not a field of this form`, `fields: ${fields.join(', ')}`),
    );
  problems.push(...fields.flatMap((field) => enumNameProblems(form, source, field)));
  form.mails?.forEach((mail, index) => {
    if (mail.history && !form.storage?.leadEmail)
      problems.push(
        problemAt(
          source,
          `/mails/${index}/history`,
          'earlier submissions are found by e-mail address, but the form names no storage.leadEmail',
          "set storage.leadEmail to the field holding the visitor's e-mail address",
        ),
      );
  });
  return problems;
}

/**
 * A mail that lists a person's earlier submissions names each kind in words (history.types): every
 * kind of submission a form of the config stores needs its words, or the sales team reads its raw
 * storage type.
 */
export function historyTypeProblems(forms: Map<string, JsonSource>): Problem[] {
  const definitions = [...forms.values()].map((source) => ({ source, form: source.value as FormDefinition }));
  const stored = [...new Set(definitions.flatMap(({ form }) => (form.storage ? [form.storage.type] : [])))];
  return definitions.flatMap(({ source, form }) =>
    (form.mails ?? []).flatMap((mail, index) => {
      const types = mail.history?.types;
      if (!types) return [];
      return stored
        .filter((type) => !Object.hasOwn(types, type))
        .map((type) =>
          problemAt(
            source,
            `/mails/${index}/history/types`,
            `no words for the kind "${type}" (a form of the config stores it)`,
            `add "${type}": "…", as the sales team should read it`,
          ),
        );
    }),
  );
}
