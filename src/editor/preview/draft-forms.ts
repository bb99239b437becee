// The forms as the preview shows them: each form's definition from the draft, prepared as the site's
// build prepares it (browserForm), with its rules checked as the visitor types (form-checker.ts).
// The preview never sends a form (draft-send-form.ts).
import type { RJSFSchema } from '@rjsf/utils';
import { browserForm } from '../../shared/forms/browser-form.ts';
import type { FormDefinition } from '../../shared/generated/config-types.ts';
import { draftFile } from './draft-files.ts';
import { formCheckers } from './form-checker.ts';
import { formFile } from '../../shared/config-check/config-layout.ts';

const acceptEverything = Object.assign(() => true, { errors: null });

type FormModule = { form: ReturnType<typeof browserForm>; default: Record<string, unknown> };

export const draftForms: Record<string, () => Promise<FormModule>> = new Proxy(
  {},
  {
    get(_target, formId) {
      const definition = typeof formId === 'string' ? draftFile(formFile(formId)) : undefined;
      if (!definition) return undefined;
      return () => {
        const form = browserForm(definition as unknown as FormDefinition);
        let checkers: Record<string, unknown>;
        try {
          checkers = formCheckers(form.schema as RJSFSchema);
        } catch {
          // Rules that cannot be read yet (a half-typed pattern): the form shows, and the config
          // validator's Problems say what is wrong with the rules.
          checkers = {};
        }
        // A part RJSF asks about that has no checker of its own is taken as met.
        const validators = new Proxy(checkers, { get: (target, id) => target[id as string] ?? acceptEverything });
        return Promise.resolve({ form, default: validators });
      };
    },
  },
);
