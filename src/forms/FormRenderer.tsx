// A form of site-config/forms/, rendered by react-jsonschema-form with our widgets, and its
// submit flow. The parts live beside it: the submit phase (use-phase.ts), the messages shown
// (use-form-errors.ts), the terms and their agreement (use-terms.ts), the geo lists (use-geo.ts),
// what one field does to others (field-rules.ts) and the request (send-form.ts).
import Form from '@rjsf/core';
import { use, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { islandTexts } from '../config/island-texts.ts';
import type { FormValues } from '../shared/forms/definition.ts';
import { HONEYPOT_FIELD } from '../shared/forms/envelope.ts';
import { ERROR_BANNER_CLASS, INFO_BANNER_CLASS, SUCCESS_BANNER_CLASS } from '../shared/forms/field-markup.ts';
import { prefillValues, shapePayload } from '../shared/forms/payload.ts';
import { worksWithoutScripts } from '../shared/forms/without-scripts.ts';
import type { FormContext } from './form-context.ts';
import { applyFieldRules } from './field-rules.ts';
import { loadFormatChecks } from './formats.ts';
import { useFormatChecks, usesCodeFormats } from './use-format-checks.ts';
import { loadedForm, loadForm } from './load-form.ts';
import { ProcessingOverlay } from './ProcessingOverlay.tsx';
import { sendForm } from './send-form.ts';
import { SuccessModal } from './SuccessModal.tsx';
import { TermsCheckbox } from './TermsCheckbox.tsx';
import { useFormErrors } from './use-form-errors.ts';
import { useGeo } from './use-geo.ts';
import { usePhase, useSentFocus } from './use-phase.ts';
import { useTerms } from './use-terms.ts';
import { FieldTemplate } from './widgets/FieldTemplate.tsx';
import { geoWidgets } from './widgets/GeoSelectWidget.tsx';
import { SelectWidget } from './widgets/SelectWidget.tsx';
import { TextareaWidget } from './widgets/TextareaWidget.tsx';
import { TextWidget } from './widgets/TextWidget.tsx';
import './forms.css';

export { loadForm as preloadForm, loadedForm };

const neverChanges = () => () => undefined;
const isBrowser = () => true;
const isServer = () => false;

const widgets = { TextWidget, TextareaWidget, SelectWidget, ...geoWidgets };
const templates = { FieldTemplate, FieldErrorTemplate: () => null, ButtonTemplates: { SubmitButton: () => null } };

export function FormRenderer({ formId }: { formId: string }) {
  const loaded = loadedForm(formId) ?? use(loadForm(formId));
  const { schema, validator } = loaded;
  // In a language that translates the form, its words as the page gives them (island-texts.ts).
  const translation = islandTexts().forms?.[formId];
  const form = useMemo(
    () => (translation ? { ...loaded.form, ...translation } : loaded.form),
    [loaded.form, translation],
  );
  const [values, setValues] = useState<FormValues>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const rjsf = useRef<Form<FormValues>>(null);
  const startedAt = useRef(0);
  const geo = useGeo(form.geo);
  const terms = useTerms(form.terms, values);
  const needsFormats = useMemo(() => usesCodeFormats(schema), [schema]);
  const formats = useFormatChecks(needsFormats);
  const errors = useFormErrors(form, schema, validator, values, formats.loaded);
  const { phase, setPhase, modal: modalSuccess } = usePhase(form.success);
  const { bannerRef, submitRef } = useSentFocus(phase, modalSuccess);
  // False in the prerendered HTML and until hydration is done: a form that needs its script cannot
  // be sent before (its button is disabled, which also stops Enter in a field) and says why.
  // (False in the server's render and while hydrating, true from the render after.)
  const started = useSyncExternalStore(neverChanges, isBrowser, isServer);
  const needsScript = !worksWithoutScripts(form);

  // Read from the address once hydrated: the prerendered page knows no query string, and the first
  // render must match it. A layout effect, so the values are in place before the browser hands the
  // form any keystroke: a change made first would have been stored without them.
  const prefill = useRef<FormValues>({});
  useLayoutEffect(() => {
    startedAt.current = Date.now();
    prefill.current = prefillValues(form, window.location.search);
    setValues((current) => ({ ...current, ...prefill.current }));
  }, [form]);

  const formContext = useMemo<FormContext>(
    () => ({
      touched: [...touched].sort(),
      attempted,
      values,
      ...(form.geo
        ? { geo: geo.lists, geoLabels: { loading: form.geo.loadingLabel, failed: form.geo.loadFailed } }
        : {}),
    }),
    [touched, attempted, values, form.geo, geo.lists],
  );

  const onChange = (next: FormValues) => {
    formats.start();
    const outcome = applyFieldRules(form, values, next, geo.facts);
    if (outcome.loadStatesOf !== undefined) geo.loadStates(outcome.loadStatesOf);
    if (outcome.loadCitiesOf) geo.loadCities(outcome.loadCitiesOf.country, outcome.loadCitiesOf.state);
    setValues(outcome.values);
    errors.clearServerErrors();
  };

  const reset = () => {
    setValues(prefill.current);
    setTouched(new Set());
    setAttempted(false);
    errors.clearServerErrors();
    terms.reset();
    geo.loadStates(undefined);
  };

  const onValidSubmit = async (formValues: FormValues) => {
    if (!terms.satisfied()) return;
    // Sent before the checks of its formats arrived (they load as the visitor starts on the form):
    // judged again with them, as the server would.
    if (needsFormats && !formats.loaded) {
      const arrived = await loadFormatChecks().then(
        () => true,
        () => false,
      );
      if (arrived && rjsf.current && !rjsf.current.validateForm()) return;
    }
    setPhase({ kind: 'sending' });
    const outcome = await sendForm(form, shapePayload(form, formValues), {
      honeypot: honeypot.current?.value ?? '',
      elapsedMs: Date.now() - startedAt.current,
      ...(terms.accepted ? { terms: terms.accepted } : {}),
    });
    if (outcome.ok === 'noted') {
      setPhase({ kind: 'noted', message: outcome.message });
      return;
    }
    if (outcome.ok) {
      reset();
      setPhase({ kind: 'sent' });
      return;
    }
    if (outcome.fieldErrors) {
      errors.showServerErrors(outcome.fieldErrors);
      setAttempted(true);
    }
    setPhase({ kind: 'failed', message: outcome.message });
  };

  const sent = phase.kind === 'sent';
  const sending = phase.kind === 'sending';
  return (
    <div className="form" onFocus={formats.start} {...(translation ? {} : islandTexts().languages?.forms)}>
      <Form<FormValues>
        ref={rjsf}
        schema={schema as never}
        uiSchema={form.uiSchema}
        validator={validator}
        formData={values}
        idPrefix={form.id}
        formContext={formContext}
        widgets={widgets}
        templates={templates}
        // Before its script starts (or without one) the form is a plain HTML form: it posts to its
        // endpoint, which answers a page, and never puts the entries in the address as a GET would.
        method="post"
        action={form.endpoint.url}
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError
        extraErrors={errors.shownErrors}
        transformErrors={errors.transformErrors}
        onChange={(event) => onChange(event.formData ?? {})}
        onBlur={(id) => setTouched((current) => (current.has(id) ? current : new Set(current).add(id)))}
        onError={() => setAttempted(true)}
        onSubmit={(event) => void onValidSubmit(event.formData ?? {})}
      >
        <div className="form__trap" aria-hidden="true">
          <label htmlFor={`${form.id}-${HONEYPOT_FIELD}`}>{islandTexts().ui.honeypotLabel}</label>
          <input
            id={`${form.id}-${HONEYPOT_FIELD}`}
            ref={honeypot}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        {form.geo && <p className="form__credit">{form.geo.credit}</p>}
        {form.terms && (
          <TermsCheckbox
            terms={form.terms}
            accepted={terms.accepted !== undefined}
            paragraphs={terms.paragraphs}
            showRequired={terms.showRequired}
            onChange={terms.toggle}
          />
        )}
        {/* Live regions exist before their text arrives, so screen readers announce it. */}
        <div role="alert">{phase.kind === 'failed' && <p className={ERROR_BANNER_CLASS}>{phase.message}</p>}</div>
        <div role="status">
          {sent && !modalSuccess && (
            <p className={SUCCESS_BANNER_CLASS} ref={bannerRef} tabIndex={-1}>
              {form.success.text}
            </p>
          )}
          {phase.kind === 'noted' && <p className={INFO_BANNER_CLASS}>{phase.message}</p>}
        </div>
        {needsScript && !started && (
          <p className="scripts-not-started" {...islandTexts().languages?.page}>
            {islandTexts().ui.scriptsNotStarted}
          </p>
        )}
        {/* While the thank-you banner shows, it stands alone: the form was sent, nothing is loading.
            The button's other words are for the time the form is being sent. */}
        {!(sent && !modalSuccess) && (
          <button
            type="submit"
            className="button button--primary form__submit"
            ref={submitRef}
            disabled={(needsScript && !started) || sending}
          >
            {sending ? form.submittedLabel : form.submitLabel}
          </button>
        )}
      </Form>
      {sending && <ProcessingOverlay label={form.processingLabel} />}
      {sent && modalSuccess && <SuccessModal success={form.success} onClose={() => setPhase({ kind: 'idle' })} />}
    </div>
  );
}
