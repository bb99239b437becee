// A form of site-config/forms/, rendered by react-jsonschema-form with our widgets, and its
// submit flow: errors after touch or a submit attempt, the Processing notice, success (banner or
// dialog) and failure; for forms that have them, the terms with their agreement and the geo lists.
import Form from '@rjsf/core';
import { mergeObjects, type ErrorSchema, type RJSFValidationError } from '@rjsf/utils';
import { use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '../config/site-config.ts';
import type { FormValues } from '../shared/forms/definition.ts';
import type { FormContext } from './form-context.ts';
import { applyFieldRules } from './field-rules.ts';
import { loadedForm, loadForm } from './load-form.ts';
import { messageFor, ruleName } from '../shared/forms/messages.ts';
import { localIsoDay, ndaParagraphs } from '../shared/forms/nda.ts';
import { prefillValues, shapePayload } from '../shared/forms/payload.ts';
import { ProcessingOverlay } from './ProcessingOverlay.tsx';
import { sendForm } from './send-form.ts';
import { SuccessModal } from './SuccessModal.tsx';
import { TermsCheckbox } from './TermsCheckbox.tsx';
import { useGeo } from './use-geo.ts';
import { FieldTemplate } from './widgets/FieldTemplate.tsx';
import { geoWidgets } from './widgets/GeoSelectWidget.tsx';
import { SelectWidget } from './widgets/SelectWidget.tsx';
import { TextareaWidget } from './widgets/TextareaWidget.tsx';
import { TextWidget } from './widgets/TextWidget.tsx';
import './forms.css';

export { loadForm as preloadForm };

type Phase = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

const widgets = { TextWidget, TextareaWidget, SelectWidget, ...geoWidgets };
const templates = { FieldTemplate, FieldErrorTemplate: () => null, ButtonTemplates: { SubmitButton: () => null } };

function fieldOf(error: RJSFValidationError): string {
  const missing = error.params?.missingProperty;
  if (missing !== undefined) return String(missing);
  return (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

export function FormRenderer({ formId }: { formId: string }) {
  const { form, schema, validator } = loadedForm(formId) ?? use(loadForm(formId));
  const location = useLocation();
  const [values, setValues] = useState<FormValues>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState<{ at: string; on: string } | undefined>();
  const [termsMissing, setTermsMissing] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [serverErrors, setServerErrors] = useState<ErrorSchema<FormValues>>();
  const honeypot = useRef<HTMLInputElement>(null);
  const startedAt = useRef(0);
  const geo = useGeo(form.geo);
  const modalSuccess = form.success.kind === 'modal';

  // Applied after hydration: the prerendered page knows no query string.
  const prefill = useMemo(() => prefillValues(form, location.search), [form, location.search]);
  useEffect(() => {
    startedAt.current = Date.now();
    // Syncing from the URL once hydrated: the first render must match the prerendered HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues((current) => ({ ...current, ...prefill }));
  }, [prefill]);

  useEffect(() => {
    if (phase.kind !== 'sent' || modalSuccess) return;
    const timer = window.setTimeout(() => setPhase({ kind: 'idle' }), form.success.durationMs);
    return () => window.clearTimeout(timer);
  }, [phase, form.success.durationMs, modalSuccess]);

  const formContext = useMemo<FormContext>(
    () => ({
      touched: [...touched].sort(),
      attempted,
      values,
      ...(form.geo ? { geo: geo.lists, geoLabels: { loading: form.geo.loadingLabel, failed: form.geo.loadFailed } } : {}),
    }),
    [touched, attempted, values, form.geo, geo.lists],
  );

  // Every field's current problems, recomputed as the visitor types; which of them show is decided
  // by touch (see FieldTemplate). Problems the server reported are added until the next change.
  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) =>
      errors
        .filter((error) => error.name !== 'if' && error.name !== 'allOf')
        .map((error) => ({ ...error, message: messageFor(form, { field: fieldOf(error), rule: ruleName(schema, error.schemaPath ?? '', error.name ?? '') }) })),
    [form, schema],
  );
  const liveErrors = useMemo(() => validator.validateFormData(values, schema as never, undefined, transformErrors).errorSchema, [validator, values, schema, transformErrors]);
  const shownErrors = useMemo(() => (serverErrors ? (mergeObjects(liveErrors as never, serverErrors as never, true) as ErrorSchema<FormValues>) : liveErrors), [liveErrors, serverErrors]);

  const ndaText = useMemo(
    () => (form.terms ? ndaParagraphs(form.terms.nda, values[form.terms.companyField] as string | undefined, termsAccepted?.on ?? localIsoDay(), values[form.terms.countryField] as string | undefined) : []),
    [form.terms, values, termsAccepted],
  );

  const onChange = (next: FormValues) => {
    const outcome = applyFieldRules(form, values, next, geo.facts);
    if (outcome.loadStatesOf !== undefined) geo.loadStates(outcome.loadStatesOf);
    if (outcome.loadCitiesOf) geo.loadCities(outcome.loadCitiesOf.country, outcome.loadCitiesOf.state);
    setValues(outcome.values);
    if (serverErrors) setServerErrors(undefined);
  };

  const reset = () => {
    setValues(prefill);
    setTouched(new Set());
    setAttempted(false);
    setServerErrors(undefined);
    setTermsAccepted(undefined);
    setTermsMissing(false);
    geo.loadStates(undefined);
  };

  const onValidSubmit = async (formValues: FormValues) => {
    if (form.terms && !termsAccepted) {
      setTermsMissing(true);
      return;
    }
    setPhase({ kind: 'sending' });
    const outcome = await sendForm(form, shapePayload(form, formValues), {
      honeypot: honeypot.current?.value ?? '',
      elapsedMs: Date.now() - startedAt.current,
      ...(termsAccepted ? { terms: { acceptedAt: termsAccepted.at, acceptedOn: termsAccepted.on } } : {}),
    });
    if (outcome.ok) {
      reset();
      setPhase({ kind: 'sent' });
      return;
    }
    if (outcome.fieldErrors) {
      const errorSchema: Record<string, { __errors: string[] }> = {};
      for (const [field, messages] of Object.entries(outcome.fieldErrors)) errorSchema[field] = { __errors: messages };
      setServerErrors(errorSchema as ErrorSchema<FormValues>);
      setAttempted(true);
    }
    setPhase({ kind: 'failed', message: outcome.message });
  };

  const sent = phase.kind === 'sent';
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
        onChange={(event) => onChange(event.formData ?? {})}
        onBlur={(id) => setTouched((current) => (current.has(id) ? current : new Set(current).add(id)))}
        onError={() => setAttempted(true)}
        onSubmit={(event) => void onValidSubmit(event.formData ?? {})}
      >
        <div className="form__trap" aria-hidden="true">
          <label htmlFor={`${form.id}-website`}>{site.ui.honeypotLabel}</label>
          <input id={`${form.id}-website`} ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {form.geo && <p className="form__credit">{form.geo.credit}</p>}
        {form.terms && (
          <TermsCheckbox
            terms={form.terms}
            accepted={termsAccepted !== undefined}
            paragraphs={ndaText}
            showRequired={termsMissing && !termsAccepted}
            onChange={(accepted) => setTermsAccepted(accepted ? { at: new Date().toISOString(), on: localIsoDay() } : undefined)}
          />
        )}
        {/* Live regions exist before their text arrives, so screen readers announce it. */}
        <div role="alert">{phase.kind === 'failed' && <p className="form__banner form__banner--error">{phase.message}</p>}</div>
        <div role="status">{sent && !modalSuccess && <p className="form__banner form__banner--success">{form.success.text}</p>}</div>
        {sent && !modalSuccess ? (
          <p className="form__submitted">{form.submittedLabel}</p>
        ) : (
          <button type="submit" className="button button--primary form__submit">
            {form.submitLabel}
          </button>
        )}
      </Form>
      {phase.kind === 'sending' && <ProcessingOverlay label={form.processingLabel} />}
      {sent && modalSuccess && <SuccessModal success={form.success} onClose={() => setPhase({ kind: 'idle' })} />}
    </div>
  );
}
