// One generated form: react-jsonschema-form over the self-contained schema the build prepared for a
// kind of file, a section type or a page's settings (virtual:editor-forms), with its precompiled
// validator (RJSF needs one to pick the branch of a conditional schema), the editor's inputs, and the
// validator's problems shown at their fields. Labels are the schema's titles, help texts its
// descriptions; RJSF's own validation stays off: the problems are the config validator's.
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import formModules from 'virtual:editor-forms';
import { use } from 'react';
import { keyedLoader } from '../../lib/keyed-loader.ts';
import type { EditorFormContext } from './context.ts';
import { uiSchemaFor } from './ui-schema.ts';
import { buttonTemplates, fields, MultiSchemaFieldTemplate, widgets } from './widgets.tsx';

interface LoadedForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
}

const forms = keyedLoader(async (key: string): Promise<LoadedForm> => {
  const load = formModules[key];
  if (!load) throw new Error(`no editor form ${key}`);
  const module = await load();
  const schema = module.schema as RJSFSchema;
  return { schema, uiSchema: uiSchemaFor(module.schema), validator: createPrecompiledValidator(module.default as never, schema) as ValidatorType };
});

/** Loads a form's module ahead of its first render. */
export const preloadForm = forms.load;

// Defaults of the schema are not written into the config: the site applies them itself.
const NO_DEFAULTS = { emptyObjectFields: 'skipDefaults', constAsDefaults: 'never', arrayMinItems: { populate: 'never' } } as const;

const templates = { ButtonTemplates: buttonTemplates, MultiSchemaFieldTemplate };

export interface SchemaFormProps {
  formKey: string;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>, fieldId: string | undefined) => void;
  errors: ErrorSchema;
  context: EditorFormContext;
  /** Prefix of the ids of the inputs, unique on the page. */
  idPrefix: string;
}

export function SchemaForm({ formKey, value, onChange, errors, context, idPrefix }: SchemaFormProps) {
  const form = forms.loaded(formKey) ?? use(forms.load(formKey));
  return (
    <Form
      schema={form.schema}
      uiSchema={{ ...form.uiSchema, 'ui:submitButtonOptions': { norender: true } }}
      validator={form.validator}
      formData={value}
      formContext={context}
      widgets={widgets}
      fields={fields}
      templates={templates}
      extraErrors={errors}
      showErrorList={false}
      noHtml5Validate
      idPrefix={idPrefix}
      experimental_defaultFormStateBehavior={NO_DEFAULTS}
      onChange={(event, id) => onChange((event.formData ?? {}) as Record<string, unknown>, id)}
    />
  );
}
