// The preview's stand-in for src/forms/send-form.ts (swapped in by scripts/editor/preview-draft-plugin.ts):
// a form of the preview is checked like the site's, but never sent. What would be sent is answered
// with the editor's note instead of a request: shown as information, neither the site's success nor a refusal.
import type * as SiteSend from '../../forms/send-form.ts';
import { text } from '../strings.ts';

export { failureOutcome, successOutcome } from '../../forms/send-form.ts';

export const sendForm: typeof SiteSend.sendForm = () =>
  Promise.resolve({ ok: 'noted', message: text.previewFormNotSent });
