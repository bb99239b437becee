// Loads a form: its definition as the browser needs it and its precompiled validator, one module per
// form, prepared at build time (scripts/vite-forms-plugin.ts), loaded only where the form is shown.
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import formModules from 'virtual:forms';
import { keyedLoader } from '../lib/keyed-loader.ts';
import type { BrowserForm } from '../shared/forms/browser-form.ts';
import type { FormValues } from '../shared/forms/definition.ts';

export interface LoadedForm {
  form: BrowserForm;
  /** The schema the precompiled validator was built from: the Form must use this one. */
  schema: BrowserForm['schema'];
  validator: ValidatorType<FormValues>;
}

const forms = keyedLoader(async (formId: string): Promise<LoadedForm> => {
  const load = formModules[formId];
  if (!load) throw new Error(`unknown form ${formId}`);
  const { form, default: validateFns } = await load();
  const validator = createPrecompiledValidator(validateFns as never, form.schema as never) as ValidatorType<FormValues>;
  return { form, schema: form.schema, validator };
});

/** One promise per form, so React's use() can wait on it across renders. */
export const loadForm = forms.load;
export const loadedForm = forms.loaded;
