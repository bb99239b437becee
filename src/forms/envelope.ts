// Two fields travel beside the form's own: a honeypot that people never see (bots fill it in) and
// the time the visitor spent on the form. The server takes them off before it checks the rest.
export const HONEYPOT_FIELD = 'website';
export const ELAPSED_FIELD = 'elapsedMs';

/** Faster than any person can fill a form in; such posts are kept aside as suspected bots. */
export const MIN_HUMAN_MS = 1500;
