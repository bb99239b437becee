/**
 * Which forms work without their script. A form posts as a plain HTML form (urlencoded, answered by
 * the server with a page) when nothing in it needs the browser: no terms to agree to in a dialog (the
 * NDA's acceptance is recorded by the script), no lists loaded while the visitor chooses (countries,
 * states, cities), no field shown only for another field's answer. Other forms need their script:
 * until it has started they say so and cannot be sent.
 */
import type { FormDefinition } from './definition.ts';

export function worksWithoutScripts(form: Pick<FormDefinition, 'terms' | 'geo' | 'uiSchema'>): boolean {
  if (form.terms || form.geo) return false;
  return !Object.values(form.uiSchema ?? {}).some(
    (options) => options !== null && typeof options === 'object' && 'ui:showWhen' in options,
  );
}
