// Fields that travel beside a form's own: a honeypot people never see (bots fill it in), the time
// the visitor spent on the form, and, for forms with terms, when and on which day they were accepted.
// The server takes them off before it checks the rest against the form's schema.
export const HONEYPOT_FIELD = 'website';
export const ELAPSED_FIELD = 'elapsedMs';
export const TERMS_ACCEPTED_AT_FIELD = 'termsAcceptedAt';
export const TERMS_ACCEPTED_ON_FIELD = 'termsAcceptedOn';

/** Faster than any person can fill a form in; such posts are kept aside as suspected bots. */
export const MIN_HUMAN_MS = 1500;
