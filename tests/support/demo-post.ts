// What a visitor types into the fixture's demo form, and the body its script sends with it (the trap
// field left empty, the time the form was open), for the server tests that post a demo request.
import { ELAPSED_FIELD, HONEYPOT_FIELD } from '../../src/shared/forms/envelope.ts';

/** The demo form's fields, filled as a visitor would, from `email`. */
export const demoFields = (email: string) => ({
  FirstName: 'Asha',
  Email: email,
  phoneNumber: '512 555 0143',
  company: 'Deccan Pumps',
  product: 'Alpha',
  message: 'Fixture message.',
});

/** The body the form's script sends: the fields, the empty trap, 8 s of filling in. */
export const demoPost = (email: string) => ({ ...demoFields(email), [HONEYPOT_FIELD]: '', [ELAPSED_FIELD]: 8000 });
