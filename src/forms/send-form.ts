// Sends a form and sorts the answer into what the visitor should read.
import { isAxiosError } from 'axios';
import type { FormDefinition, FormValues } from './definition.ts';
import { ELAPSED_FIELD, HONEYPOT_FIELD } from './envelope.ts';
import { http } from './http.ts';

export type SendOutcome =
  | { ok: true; body: unknown }
  | { ok: false; message: string; fieldErrors?: Record<string, string[]> };

export async function sendForm(form: FormDefinition, payload: FormValues, envelope: { honeypot: string; elapsedMs: number }): Promise<SendOutcome> {
  const body = { ...payload, [HONEYPOT_FIELD]: envelope.honeypot, [ELAPSED_FIELD]: envelope.elapsedMs };
  try {
    const response = await http.post(form.endpoint.url, body);
    return { ok: true, body: response.data };
  } catch (error) {
    return failureOutcome(form, error);
  }
}

export function failureOutcome(form: FormDefinition, error: unknown): SendOutcome & { ok: false } {
  const { failure } = form;
  if (!isAxiosError(error) || !error.response) return { ok: false, message: failure.network };
  const { status, data } = error.response as { status: number; data: { fields?: Record<string, string[]> } | undefined };
  if (status === 400) return { ok: false, message: failure.invalid, ...(data?.fields ? { fieldErrors: data.fields } : {}) };
  if (status === 403) return { ok: false, message: failure.forbidden };
  if (status === 429) return { ok: false, message: failure.rateLimited };
  return { ok: false, message: failure.server };
}
