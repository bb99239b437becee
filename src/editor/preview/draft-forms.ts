// The forms as the preview shows them: each form's definition from the draft, prepared as the site's
// build prepares it (browserForm). The preview only shows a form, it never sends one, so its
// validator accepts everything: the form's rules are checked by the config validator instead, and a
// precompiled validator for rules that change while one types cannot exist without eval.
import { browserForm } from '../../shared/forms/browser-form.ts';
import type { FormDefinition } from '../../shared/generated/config-types.ts';
import { draftFile } from './draft-files.ts';

const acceptEverything = Object.assign(() => true, { errors: null });
/** Every schema id RJSF asks for gets the accepting validator. */
const validators = new Proxy({}, { get: () => acceptEverything });

type FormModule = { form: ReturnType<typeof browserForm>; default: Record<string, unknown> };

export const draftForms: Record<string, () => Promise<FormModule>> = new Proxy(
  {},
  {
    get(_target, formId) {
      const definition = typeof formId === 'string' ? draftFile(`forms/${formId}.json`) : undefined;
      if (!definition) return undefined;
      return () => Promise.resolve({ form: browserForm(definition as unknown as FormDefinition), default: validators });
    },
  },
);
