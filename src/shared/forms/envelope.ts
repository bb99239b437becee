/**
 * Fields that travel beside a form's own: a honeypot people never see (bots fill it in), the time
 * the visitor spent on the form, and, for forms with terms, when and on which day they were accepted.
 * The browser adds them to every post; the server takes them off before it checks the rest against
 * the form's schema.
 */

/** The hidden text input only bots fill in. */
export const HONEYPOT_FIELD = 'website';
/** Milliseconds between the form appearing and its submit. */
export const ELAPSED_FIELD = 'elapsedMs';
/** The moment the visitor ticked the terms (ISO date-time). */
export const TERMS_ACCEPTED_AT_FIELD = 'termsAcceptedAt';
/** The visitor's own calendar day shown in the agreement (YYYY-MM-DD). */
export const TERMS_ACCEPTED_ON_FIELD = 'termsAcceptedOn';

/** When the terms were accepted, as the two fields above carry it. */
export interface TermsAcceptance {
  /** The moment of acceptance (ISO date-time). */
  at: string;
  /** The visitor's own day, as the agreement showed it (YYYY-MM-DD). */
  on: string;
}

/** Faster than any person can fill a form in; such posts are kept aside as suspected bots (the server's
 *  default: FORM_MIN_FILL_MS sets its own). */
export const MIN_HUMAN_MS = 1500;
