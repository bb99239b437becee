/**
 * What a form sends: the entered values, tidied as the form's config says (the server tidies what it
 * stores the same way), and the values a page address can preselect.
 */
import type { FormDefinition, FormValues } from './definition.ts';

/** The form's own fields only, trimmed (or with spaces removed) as configured, empty texts dropped. */
export function shapePayload(form: FormDefinition, values: FormValues): FormValues {
  const trim = form.payload?.trim ?? true;
  const removeSpaces = new Set(form.payload?.removeSpaces ?? []);
  const payload: FormValues = {};
  for (const field of Object.keys(form.schema.properties)) {
    let value = values[field];
    if (typeof value === 'string') {
      if (removeSpaces.has(field)) value = value.replace(/\s+/g, '');
      else if (trim) value = value.trim();
      if (value === '') continue;
    }
    if (value !== undefined) payload[field] = value;
  }
  return payload;
}

/** The values the page address preselects (e.g. ?product=crm&topic=kaas), as the form's prefill maps them. */
export function prefillValues(form: FormDefinition, search: string): FormValues {
  const query = new URLSearchParams(search);
  const values: FormValues = {};
  for (const rule of form.prefill ?? []) {
    const wanted = query.get(rule.queryParam)?.toLowerCase();
    const value = wanted === undefined ? undefined : rule.values[wanted];
    if (value !== undefined) values[rule.field] = value;
  }
  return values;
}
