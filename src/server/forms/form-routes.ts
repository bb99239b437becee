// One POST endpoint per form whose definition names an /api/ URL of ours: rate limit, anti-forgery
// token, the form's own schema, then the submission and its mails stored in one transaction before
// the answer. Bots caught by the honeypot or by their speed are kept aside, unmailed, and answered
// like everyone else so they learn nothing.
import type { FastifyInstance } from 'fastify';
import type { FormDefinition } from '../../forms/definition.ts';
import { MIN_HUMAN_MS } from '../../forms/envelope.ts';
import type { Store } from '../store/index.ts';
import { rateLimiter, type RateLimit } from '../http/rate-limit.ts';
import { requireXsrfToken } from '../http/xsrf.ts';
import { bodyChecker } from './check-body.ts';
import type { Mailboxes } from './definitions.ts';
import { renderMails } from './mail-render.ts';

export interface FormRoutesOptions {
  forms: FormDefinition[];
  store: Store;
  mailboxes: Mailboxes;
  rateLimit: RateLimit;
  /** Called after a submission is stored, so the outbox can send at once rather than at its next poll. */
  onStored?: () => void;
}

export function suspicion(honeypot: string, elapsedMs: number | undefined): string | undefined {
  if (honeypot !== '') return 'honeypot';
  if (elapsedMs === undefined || elapsedMs < MIN_HUMAN_MS) return 'too-fast';
  return undefined;
}

export function registerFormRoutes(app: FastifyInstance, options: FormRoutesOptions): void {
  for (const form of options.forms) {
    if (!form.endpoint.url.startsWith('/api/') || !form.storage) continue;
    const storage = form.storage;
    const check = bodyChecker(form);
    app.post(form.endpoint.url, { preHandler: [rateLimiter(options.rateLimit), requireXsrfToken] }, async (request, reply) => {
      const verdict = check(request.body);
      if (!verdict.ok) return reply.code(verdict.status).send(verdict.body);
      const suspected = suspicion(verdict.honeypot, verdict.elapsedMs);
      const mails = suspected ? [] : renderMails(form, verdict.values, options.mailboxes);
      const { id } = options.store.insertSubmission({
        type: storage.type,
        payload: verdict.values,
        meta: { form: form.id, ...(verdict.elapsedMs !== undefined ? { elapsedMs: Math.round(verdict.elapsedMs) } : {}), ...(suspected ? { suspectedBot: suspected } : {}) },
        ip: request.ip,
        outbox: mails.map((mail) => ({ kind: 'mail' as const, payload: mail })),
      });
      request.log.info({ form: form.id, submission: id, suspectedBot: suspected }, 'submission stored');
      options.onStored?.();
      return reply.code(201).send({ id });
    });
  }
}
