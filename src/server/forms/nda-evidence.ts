// What is kept of an accepted agreement: the very text shown (re-rendered from the same template
// with the same company, day and country), its hash, the template's hash, the law and the time.
import { createHash } from 'node:crypto';
import type { FormDefinition, FormValues } from '../../shared/forms/definition.ts';
import { governingLaw, ndaParagraphs } from '../../shared/forms/nda.ts';
import type { TermsAcceptance } from '../../shared/forms/envelope.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function ndaEvidence(
  form: FormDefinition,
  values: FormValues,
  acceptance: TermsAcceptance,
  formatDate: (isoDate: string) => string,
) {
  const { nda, companyField, countryField } = form.terms!;
  const country = typeof values[countryField] === 'string' ? (values[countryField] as string) : undefined;
  const text = [
    nda.title,
    ...ndaParagraphs(nda, values[companyField] as string | undefined, acceptance.on, country, formatDate),
  ].join('\n\n');
  return {
    text,
    textSha256: sha256(text),
    templateSha256: sha256(JSON.stringify(nda)),
    governingLaw: governingLaw(nda, country),
    acceptedAt: acceptance.at,
    shownOn: acceptance.on,
  };
}
