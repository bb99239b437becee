// Every field's current problems, in the sentences of the form's config, recomputed as the visitor
// types (which of them show is decided by touch, see FieldTemplate), plus the problems the server
// reported for the last post, shown until the next change.
import { mergeObjects, type ErrorSchema, type RJSFValidationError, type ValidatorType } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';
import type { FormDefinition, FormValues } from '../shared/forms/definition.ts';
import { messageFor, ruleName } from '../shared/forms/messages.ts';

/** The field an RJSF error is about: the missing property of "required", else the first path step. */
function fieldOf(error: RJSFValidationError): string {
  const missing = error.params?.missingProperty;
  if (missing !== undefined) return String(missing);
  return (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

export function useFormErrors(
  form: FormDefinition,
  schema: object,
  validator: ValidatorType<FormValues>,
  values: FormValues,
  /** Changes when the checks of the formats judged by code arrive (formats.ts): judged again then. */
  formatChecks: boolean,
) {
  const [serverErrors, setServerErrors] = useState<ErrorSchema<FormValues>>();
  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) =>
      errors
        .filter((error) => error.name !== 'if' && error.name !== 'allOf')
        .map((error) => ({
          ...error,
          message: messageFor(form, {
            field: fieldOf(error),
            rule: ruleName(schema, error.schemaPath ?? '', error.name ?? ''),
          }),
        })),
    [form, schema],
  );
  const liveErrors = useMemo(
    () => validator.validateFormData(values, schema as never, undefined, transformErrors).errorSchema,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- formatChecks: the validator's formats changed
    [validator, values, schema, transformErrors, formatChecks],
  );
  const shownErrors = useMemo(
    () =>
      serverErrors
        ? (mergeObjects(liveErrors as never, serverErrors as never, true) as ErrorSchema<FormValues>)
        : liveErrors,
    [liveErrors, serverErrors],
  );

  /** Shows the server's messages per field (its answer to a post) until cleared. */
  const showServerErrors = (fieldErrors: Record<string, string[]>) => {
    const errorSchema: Record<string, { __errors: string[] }> = {};
    for (const [field, messages] of Object.entries(fieldErrors)) errorSchema[field] = { __errors: messages };
    setServerErrors(errorSchema as ErrorSchema<FormValues>);
  };
  const clearServerErrors = () => setServerErrors(undefined);
  return { transformErrors, shownErrors, showServerErrors, clearServerErrors };
}
