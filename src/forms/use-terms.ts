// The terms of a form that has them: whether (and when, on which of the visitor's days) they were
// accepted, the agreement's text as it reads now, and the "required" message after a submit without them.
import { useMemo, useState } from 'react';
import type { FormValues, TermsConfig } from '../shared/forms/definition.ts';
import type { TermsAcceptance } from '../shared/forms/envelope.ts';
import { islandTexts } from '../config/island-texts.ts';
import { longDateFormat } from '../shared/dates.ts';
import { localIsoDay, ndaParagraphs } from '../shared/forms/nda.ts';

export function useTerms(terms: TermsConfig | undefined, values: FormValues) {
  const [accepted, setAccepted] = useState<TermsAcceptance>();
  const [missing, setMissing] = useState(false);
  const paragraphs = useMemo(
    () =>
      terms
        ? ndaParagraphs(
            terms.nda,
            values[terms.companyField] as string | undefined,
            accepted?.on ?? localIsoDay(),
            values[terms.countryField] as string | undefined,
            longDateFormat(islandTexts().locale),
          )
        : [],
    [terms, values, accepted],
  );
  return {
    accepted,
    paragraphs,
    showRequired: missing && !accepted,
    /** Ticking accepts now; unticking withdraws. */
    toggle: (ticked: boolean) => setAccepted(ticked ? { at: new Date().toISOString(), on: localIsoDay() } : undefined),
    /** Whether the form may be sent; when not, the "required" message shows. */
    satisfied: () => {
      if (terms && !accepted) setMissing(true);
      return !terms || accepted !== undefined;
    },
    reset: () => {
      setAccepted(undefined);
      setMissing(false);
    },
  };
}
