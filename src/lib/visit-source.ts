// The source a form's post carries (src/shared/lead-source.ts), read in the visitor's browser when the
// form is sent: the page is the form's own, the visit's start what its address and document.referrer
// tell. Nothing is written on the visitor's device (no cookie, no storage): content pages have no
// script to note a visit's start, so a note kept by the form page would add little, and keeping
// nothing keeps the site free of anything a consent banner would have to ask for.
import { cleanPath, visitStartFrom, type LeadSource } from '../shared/lead-source.ts';

/** The source of a post sent from this page. */
export function visitSource(): LeadSource {
  const page = cleanPath(location.pathname);
  return { ...(page ? { page } : {}), ...visitStartFrom(location.href, document.referrer) };
}
