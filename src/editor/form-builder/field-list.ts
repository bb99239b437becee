// The builder's edits of its list of fields, each a pure step from one list to the next; the
// list is then written into the form file (form-fields.ts withFields).
import { keyFromLabel, type BuilderField, type FieldKind } from './form-fields.ts';

/** The list with a new short, optional text field at its end, its key made from its label. */
export function addField(fields: readonly BuilderField[], label: string, taken: Iterable<string> = []): BuilderField[] {
  const key = keyFromLabel(label, [...fields.map((field) => field.key), ...taken]);
  return [
    ...fields,
    { key, label, kind: 'text', required: false, choices: [], placeholder: '', help: '', rules: [], messages: {} },
  ];
}

/** The list with the field at `from` moved to `to` (both kept inside the list). */
export function moveField(fields: readonly BuilderField[], from: number, to: number): BuilderField[] {
  const target = Math.max(0, Math.min(fields.length - 1, to));
  if (from === target || from < 0 || from >= fields.length) return [...fields];
  const next = [...fields];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

export function removeField(fields: readonly BuilderField[], key: string): BuilderField[] {
  return fields.filter((field) => field.key !== key);
}

/** What the marketer changes of a field directly (its key never; its kind with changeKind; its rules follow). */
export type FieldChange = Partial<Omit<BuilderField, 'key' | 'kind' | 'rules'>>;

/** The list with one field changed; a developer's field is never changed. */
export function changeField(fields: readonly BuilderField[], key: string, change: FieldChange): BuilderField[] {
  return fields.map((field) => (field.key === key && field.kind !== 'developer' ? { ...field, ...change } : field));
}

/** The list with a field of a new kind: its rules start afresh, only its "required" sentence stays. */
export function changeKind(fields: readonly BuilderField[], key: string, kind: FieldKind): BuilderField[] {
  return fields.map((field) =>
    field.key === key && field.kind !== 'developer' && field.kind !== kind
      ? {
          ...field,
          kind,
          // A checkbox has no placeholder to show.
          placeholder: kind === 'checkbox' ? '' : field.placeholder,
          messages: field.messages.required === undefined ? {} : { required: field.messages.required },
        }
      : field,
  );
}
