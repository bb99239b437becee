// The generated form of a form key (a kind of file, a section type, a page's settings), from the
// self-contained schema the build prepared for it (virtual:editor-forms) with its validator
// precompiled to plain code, so the editor's strict CSP needs no eval.
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import formModules from 'virtual:editor-forms';
import { use } from 'react';
import { keyedLoader } from '../../lib/keyed-loader.ts';
import { GeneratedForm, type GeneratedFormProps, type LoadedForm } from './GeneratedForm.tsx';
import { uiSchemaFor } from './ui-schema.ts';

const forms = keyedLoader(async (key: string): Promise<LoadedForm> => {
  const load = formModules[key];
  if (!load) throw new Error(`no editor form ${key}`);
  const module = await load();
  const schema = module.schema as RJSFSchema;
  return {
    schema,
    uiSchema: uiSchemaFor(module.schema),
    validator: createPrecompiledValidator(module.default as never, schema) as ValidatorType,
  };
});

export type SchemaFormProps = Omit<GeneratedFormProps, 'form'> & { formKey: string };

export function SchemaForm({ formKey, ...props }: SchemaFormProps) {
  const form = forms.loaded(formKey) ?? use(forms.load(formKey));
  return <GeneratedForm form={form} {...props} />;
}
