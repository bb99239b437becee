// A form of site-config/forms/, rendered by react-jsonschema-form with our widgets, and its
// submit flow: errors after touch or a submit attempt, the Processing notice, success and failure.
import Form from '@rjsf/core';
import { mergeObjects, type ErrorSchema, type RJSFValidationError } from '@rjsf/utils';
import { use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '../config/site-config.ts';
import type { FormValues } from './definition.ts';
import type { FormContext } from './error-visibility.ts';
import { loadedForm, loadForm } from './load-form.ts';
import { messageFor } from './messages.ts';
import { prefillValues, shapePayload } from './payload.ts';
import { ProcessingOverlay } from './ProcessingOverlay.tsx';
import { sendForm } from './send-form.ts';
import { FieldTemplate } from './widgets/FieldTemplate.tsx';
import { SelectWidget } from './widgets/SelectWidget.tsx';
import { TextareaWidget } from './widgets/TextareaWidget.tsx';
import { TextWidget } from './widgets/TextWidget.tsx';
import './forms.css';

export { loadForm as preloadForm };

type Phase = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

const widgets = { TextWidget, TextareaWidget, SelectWidget };
const templates = { FieldTemplate, FieldErrorTemplate: () => null, ButtonTemplates: { SubmitButton: () => null } };

function mergeErrorSchemas(a: ErrorSchema<FormValues>, b: ErrorSchema<FormValues>): ErrorSchema<FormValues> {
  return mergeObjects(a as never, b as never, true) as ErrorSchema<FormValues>;
}

function fieldOf(error: RJSFValidationError): string {
  if (error.name === 'required') return String(error.params?.missingProperty ?? '');
  return (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

export function FormRenderer({ formId }: { formId: string }) {
  const { form, schema, validator } = loadedForm(formId) ?? use(loadForm(formId));
  const location = useLocation();
  const [values, setValues] = useState<FormValues>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [serverErrors, setServerErrors] = useState<ErrorSchema<FormValues>>();
  const honeypot = useRef<HTMLInputElement>(null);
  const startedAt = useRef(0);

  // Applied after hydration: the prerendered page knows no query string.
  const prefill = useMemo(() => prefillValues(form, location.search), [form, location.search]);
  useEffect(() => {
    startedAt.current = Date.now();
    // Syncing from the URL once hydrated: the first render must match the prerendered HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues((current) => ({ ...prefill, ...current }));
  }, [prefill]);

  useEffect(() => {
    if (phase.kind !== 'sent') return;
    const timer = window.setTimeout(() => setPhase({ kind: 'idle' }), form.success.durationMs);
    return () => window.clearTimeout(timer);
  }, [phase, form.success.durationMs]);

  const formContext = useMemo<FormContext>(() => ({ touched: [...touched].sort(), attempted }), [touched, attempted]);

  // Every field's current problems, recomputed as the visitor types; which of them show is decided
  // by touch (see FieldTemplate). Problems the server reported are added until the next change.
  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) => errors.map((error) => ({ ...error, message: messageFor(form, { field: fieldOf(error), rule: error.name ?? '' }) })),
    [form],
  );
  const liveErrors = useMemo(() => validator.validateFormData(values, schema as never, undefined, transformErrors).errorSchema, [validator, values, schema, transformErrors]);
  const shownErrors = useMemo(() => (serverErrors ? mergeErrorSchemas(liveErrors, serverErrors) : liveErrors), [liveErrors, serverErrors]);

  const onSubmit = async (formValues: FormValues) => {
    setPhase({ kind: 'sending' });
    const outcome = await sendForm(form, shapePayload(form, formValues), {
      honeypot: honeypot.current?.value ?? '',
      elapsedMs: Date.now() - startedAt.current,
    });
    if (outcome.ok) {
      setValues(prefill);
      setTouched(new Set());
      setAttempted(false);
      setServerErrors(undefined);
      setPhase({ kind: 'sent' });
      return;
    }
    if (outcome.fieldErrors) {
      const schema: Record<string, { __errors: string[] }> = {};
      for (const [field, messages] of Object.entries(outcome.fieldErrors)) schema[field] = { __errors: messages };
      setServerErrors(schema as ErrorSchema<FormValues>);
      setAttempted(true);
    }
    setPhase({ kind: 'failed', message: outcome.message });
  };

  return (
    <div className="form">
      <Form<FormValues>
        schema={schema as never}
        uiSchema={form.uiSchema}
        validator={validator}
        formData={values}
        idPrefix={form.id}
        formContext={formContext}
        widgets={widgets}
        templates={templates}
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError
        extraErrors={shownErrors}
        transformErrors={transformErrors}
        onChange={(event) => {
          setValues(event.formData ?? {});
          if (serverErrors) setServerErrors(undefined);
        }}
        onBlur={(id) => setTouched((current) => (current.has(id) ? current : new Set(current).add(id)))}
        onError={() => setAttempted(true)}
        onSubmit={(event) => void onSubmit(event.formData ?? {})}
      >
        <div className="form__trap" aria-hidden="true">
          <label htmlFor={`${form.id}-website`}>{site.ui.honeypotLabel}</label>
          <input id={`${form.id}-website`} ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {/* Live regions exist before their text arrives, so screen readers announce it. */}
        <div role="alert">{phase.kind === 'failed' && <p className="form__banner form__banner--error">{phase.message}</p>}</div>
        <div role="status">{phase.kind === 'sent' && <p className="form__banner form__banner--success">{form.success.text}</p>}</div>
        {phase.kind === 'sent' ? (
          <p className="form__submitted">{form.submittedLabel}</p>
        ) : (
          <button type="submit" className="button button--primary form__submit">
            {form.submitLabel}
          </button>
        )}
      </Form>
      {phase.kind === 'sending' && <ProcessingOverlay label={form.processingLabel} />}
    </div>
  );
}
