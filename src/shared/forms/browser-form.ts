/**
 * What the browser receives of a form, prepared at build time (scripts/vite-forms-plugin.ts): the
 * definition without what only the server uses (the mail templates, the storage settings), with its
 * validation schema (validation-schema.ts) in place of the written one. The browser's Form and the
 * validator precompiled beside it use exactly this schema, so the browser needs no derivation code.
 */
import type { FormDefinition } from './definition.ts';
import { validationSchema } from './validation-schema.ts';

export type BrowserForm = Omit<FormDefinition, 'mails' | 'storage'> & {
  /** The validation schema, with the $id its precompiled validator was built for. */
  schema: FormDefinition['schema'] & { $id: string };
};

/**
 * The $id a form's schema gets: the precompiled validator exports its functions under it, so it must
 * be a JavaScript identifier.
 */
export function validatorSchemaId(formId: string): string {
  return `form_${formId}`;
}

/** The browser's copy of a form definition. */
export function browserForm(form: FormDefinition): BrowserForm {
  const { mails: _mails, storage: _storage, ...rest } = form;
  delete (rest as { $schema?: string }).$schema;
  return { ...rest, schema: { ...validationSchema(form), $id: validatorSchemaId(form.id) } };
}
