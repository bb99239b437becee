// Sends a form and sorts the answer into what the visitor should read. The HTTP client loads when the
// form is sent, not with the page (src/lib/load-http.ts).
import type { FormDefinition, FormValues } from '../shared/forms/definition.ts';
import {
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  TERMS_ACCEPTED_AT_FIELD,
  TERMS_ACCEPTED_ON_FIELD,
  type TermsAcceptance,
} from '../shared/forms/envelope.ts';
import { SOURCE_FIELD } from '../shared/lead-source.ts';
import type { AxiosError } from 'axios';
import { loadHttp, type HttpModule } from '../lib/load-http.ts';
import { visitSource } from '../lib/visit-source.ts';

export type SendOutcome =
  | { ok: true }
  | { ok: false; message: string; fieldErrors?: Record<string, string[]> }
  /** Neither sent nor refused: a note for the visitor (the editor's preview, which never sends a form). */
  | { ok: 'noted'; message: string };

export interface Envelope {
  honeypot: string;
  elapsedMs: number;
  terms?: TermsAcceptance;
}

interface AnswerBody {
  result?: unknown;
  message?: unknown;
  fields?: Record<string, string[]>;
}

export async function sendForm(form: FormDefinition, payload: FormValues, envelope: Envelope): Promise<SendOutcome> {
  const body = {
    ...payload,
    [HONEYPOT_FIELD]: envelope.honeypot,
    [ELAPSED_FIELD]: envelope.elapsedMs,
    ...(envelope.terms
      ? { [TERMS_ACCEPTED_AT_FIELD]: envelope.terms.at, [TERMS_ACCEPTED_ON_FIELD]: envelope.terms.on }
      : {}),
    // Where the lead came from, read from this page's address and referrer (visit-source.ts).
    [SOURCE_FIELD]: visitSource(),
  };
  let client: typeof HttpModule;
  try {
    client = await loadHttp();
  } catch {
    return { ok: false, message: form.failure.network };
  }
  try {
    const response = await client.http.post<AnswerBody>(form.endpoint.url, body);
    return successOutcome(form, response.data);
  } catch (error) {
    return failureOutcome(form, client.isAxiosError(error) ? error : undefined);
  }
}

/** Forms answered with { result, message } succeed only on the agreed result (SPEC section 7). */
export function successOutcome(form: FormDefinition, data: AnswerBody | undefined): SendOutcome {
  if (form.response?.kind !== 'result' || data?.result === (form.response.okValue ?? 'OK')) return { ok: true };
  return { ok: false, message: typeof data?.message === 'string' && data.message ? data.message : form.failure.server };
}

/** What the visitor reads after a failed request: by the answer's status, or the network message
 *  when no answer came (or the error is not an HTTP error at all). */
export function failureOutcome(form: FormDefinition, error: AxiosError | undefined): SendOutcome & { ok: false } {
  const { failure } = form;
  if (!error?.response) return { ok: false, message: failure.network };
  const { status, data } = error.response as { status: number; data: AnswerBody | undefined };
  const fieldErrors = data?.fields && Object.keys(data.fields).length > 0 ? { fieldErrors: data.fields } : {};
  // The server's own words, where the form's contract says the answer carries them.
  if (form.response?.kind === 'result' && (status === 400 || status === 409) && typeof data?.message === 'string') {
    return {
      ok: false,
      message: status === 400 && fieldErrors.fieldErrors ? failure.invalid : data.message,
      ...fieldErrors,
    };
  }
  if (status === 400) return { ok: false, message: failure.invalid, ...fieldErrors };
  if (status === 403) return { ok: false, message: failure.forbidden };
  if (status === 429) return { ok: false, message: failure.rateLimited };
  return { ok: false, message: failure.server };
}
