// Loads a form's definition and its precompiled validator (both code-split per form).
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import validatorLoaders from 'virtual:form-validators';
import { validatorSchemaId } from '../../scripts/vite-forms-plugin-ids.ts';
import type { FormDefinition, FormValues } from './definition.ts';

export interface LoadedForm {
  form: FormDefinition;
  /** The form's schema with the $id its precompiled validator was built for: the Form must use this one. */
  schema: FormDefinition['schema'] & { $id: string };
  validator: ValidatorType<FormValues>;
}

const definitions = import.meta.glob<FormDefinition>('../../site-config/forms/*.json', { import: 'default' });
const loaded = new Map<string, LoadedForm>();
const pending = new Map<string, Promise<LoadedForm>>();

export function loadedForm(formId: string): LoadedForm | undefined {
  return loaded.get(formId);
}

/** One promise per form, so React's use() can wait on it across renders. */
export function loadForm(formId: string): Promise<LoadedForm> {
  let promise = pending.get(formId);
  if (!promise) {
    promise = fetchForm(formId);
    pending.set(formId, promise);
  }
  return promise;
}

async function fetchForm(formId: string): Promise<LoadedForm> {
  const loadDefinition = definitions[`../../site-config/forms/${formId}.json`];
  const loadValidator = validatorLoaders[formId];
  if (!loadDefinition || !loadValidator) throw new Error(`unknown form ${formId}`);
  const [form, validatorModule] = await Promise.all([loadDefinition(), loadValidator()]);
  const validateFns = (validatorModule as { default: Record<string, unknown> }).default;
  const rootSchema = { ...form.schema, $id: validatorSchemaId(formId) };
  const validator = createPrecompiledValidator(validateFns as never, rootSchema as never) as ValidatorType<FormValues>;
  const result = { form, schema: rootSchema, validator };
  loaded.set(formId, result);
  return result;
}
