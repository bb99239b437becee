// One POST endpoint per form whose definition names an /api/ URL of ours: rate limit, anti-forgery
// token, the form's own schema, then the submission with its mails (and webhook) stored in one
// transaction before the answer. Bots caught by the honeypot or by their speed are kept aside,
// unmailed, and answered like everyone else so they learn nothing.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { longDateFormat } from '../../shared/dates.ts';
import type { FormDefinition, FormValues } from '../../shared/forms/definition.ts';
import { shapePayload } from '../../shared/forms/payload.ts';
import { DuplicateSubmissionError, type SubmissionStore } from '../store/index.ts';
import { rateLimiter, type RateLimit } from '../http/rate-limit.ts';
import { requireXsrfToken } from '../http/xsrf.ts';
import { bodyChecker } from './check-body.ts';
import type { Mailboxes } from '../../shared/build-meta.ts';
import { renderMails } from './mail-render.ts';
import { ndaEvidence } from './nda-evidence.ts';

/** What the endpoints answer by: the forms of the served build, with what their mails need. */
export interface FormSet {
  forms: FormDefinition[];
  mailboxes: Mailboxes;
  /** The site's locale: the NDA text kept as evidence names the day as the site writes it. */
  locale: string;
}

export interface FormRoutesOptions {
  /** The forms of the build being served now, asked on every post (a publish may swap them). */
  forms: () => FormSet;
  submissions: SubmissionStore;
  /** At most one mail to a visitor's address within this window, whatever is posted (the sales notice always goes). */
  visitorMailWindowMs: number;
  rateLimit: RateLimit;
  /** Posts sent sooner than this many milliseconds after the form appeared count as suspected bots. */
  minFillMs: number;
  /** Whether a provisioning webhook is configured; forms that ask for it then queue a call. */
  webhookConfigured: boolean;
  /** Called after a submission is stored, so the outbox can send at once rather than at its next poll. */
  onStored?: () => void;
}

interface Endpoint {
  form: FormDefinition;
  storage: NonNullable<FormDefinition['storage']>;
  check: ReturnType<typeof bodyChecker>;
}

interface CompiledForms {
  endpoints: Map<string, Endpoint>;
  mailboxes: Mailboxes;
  formatDate: (isoDate: string) => string;
}

/** Each form set's rules compiled once, on its first post. */
const compiled = new WeakMap<FormSet, CompiledForms>();

function compile(set: FormSet): CompiledForms {
  let forms = compiled.get(set);
  if (!forms) {
    const endpoints = new Map<string, Endpoint>();
    for (const form of set.forms) {
      if (form.endpoint.url.startsWith('/api/') && form.storage)
        endpoints.set(form.endpoint.url, { form, storage: form.storage, check: bodyChecker(form) });
    }
    forms = { endpoints, mailboxes: set.mailboxes, formatDate: longDateFormat(set.locale) };
    compiled.set(set, forms);
  }
  return forms;
}

export function suspicion(honeypot: string, elapsedMs: number | undefined, minFillMs: number): string | undefined {
  if (honeypot !== '') return 'honeypot';
  if (elapsedMs === undefined || elapsedMs < minFillMs) return 'too-fast';
  return undefined;
}

/** Forms answered with { result, message } say so in every answer, as the original contract did. */
function answer(
  form: FormDefinition,
  reply: FastifyReply,
  status: number,
  body: Record<string, unknown>,
  result: string,
) {
  return reply.code(status).send(form.response?.kind === 'result' ? { result, ...body } : body);
}

/**
 * The identity of a registration. A post without the product field registers for the form's
 * default product (the one the browser preselects), and is compared as such.
 */
function dedupeKey(
  form: FormDefinition,
  fields: { product: string; email: string; mobile: string },
  values: FormValues,
) {
  const text = (field: string) => String(values[field] ?? '');
  const product = values[fields.product] ?? form.schema.properties[fields.product]?.default ?? '';
  return { product: String(product), email: text(fields.email), mobile: text(fields.mobile) };
}

export function registerFormRoutes(app: FastifyInstance, options: FormRoutesOptions): void {
  // One route for every form endpoint, present or published later: which form answers is looked up
  // in the served build. A path no form of it names is not found, before any other check.
  const endpointOf = (request: FastifyRequest) => compile(options.forms()).endpoints.get(request.url.split('?', 1)[0]!);
  // Each form has a budget of its own per client, wherever its endpoint came from.
  const limiters = new Map<string, preHandlerAsyncHookHandler>();
  const limitOf = (formId: string) => {
    if (!limiters.has(formId)) limiters.set(formId, rateLimiter(app, `form:${formId}`, options.rateLimit));
    return limiters.get(formId)!;
  };
  app.post(
    '/api/*',
    {
      onRequest: async (request, reply) => {
        if (!endpointOf(request)) return reply.code(404).send({ error: 'Not Found', message: 'No such endpoint.' });
        return undefined;
      },
      preHandler: [
        async function formLimit(request, reply) {
          return limitOf(endpointOf(request)!.form.id).call(this, request, reply);
        },
        requireXsrfToken,
      ],
    },
    async (request, reply) => {
      const forms = compile(options.forms());
      const endpoint = forms.endpoints.get(request.url.split('?', 1)[0]!);
      if (!endpoint) return reply.code(404).send({ error: 'Not Found', message: 'No such endpoint.' });
      const { form, storage, check } = endpoint;
      const okValue = form.response?.okValue ?? 'OK';
      const verdict = check(request.body);
      if (!verdict.ok) return answer(form, reply, 400, verdict.body, 'INVALID');
      const values = shapePayload(form, verdict.values);
      const suspected = suspicion(verdict.honeypot, verdict.elapsedMs, options.minFillMs);
      const leadEmail =
        storage.leadEmail && typeof values[storage.leadEmail] === 'string' && values[storage.leadEmail] !== ''
          ? String(values[storage.leadEmail])
          : undefined;
      const mails = suspected ? [] : renderMails(form, values, forms.mailboxes);
      const webhook =
        !suspected && storage.webhook && options.webhookConfigured
          ? [{ kind: 'webhook' as const, payload: { event: `${storage.type}.created`, form: form.id, data: values } }]
          : [];
      const nda = form.terms && verdict.terms ? ndaEvidence(form, values, verdict.terms, forms.formatDate) : undefined;
      const dedupe = storage.dedupe && !suspected ? dedupeKey(form, storage.dedupe, values) : undefined;
      try {
        const { id } = await options.submissions.insertSubmission({
          type: storage.type,
          payload: values,
          meta: {
            form: form.id,
            ...(verdict.elapsedMs !== undefined ? { elapsedMs: Math.round(verdict.elapsedMs) } : {}),
            ...(suspected ? { suspectedBot: suspected } : {}),
            ...(nda ? { nda } : {}),
          },
          ip: request.ip,
          ...(dedupe ? { dedupe } : {}),
          ...(leadEmail ? { leadEmail } : {}),
          outbox: [
            ...mails.map(({ mail, toVisitor }) => ({
              kind: 'mail' as const,
              payload: mail,
              // Anyone can type anyone's address: that address gets at most one mail from us per window.
              ...(toVisitor ? { oncePerRecipient: { address: mail.to, windowMs: options.visitorMailWindowMs } } : {}),
            })),
            ...webhook,
          ],
        });
        request.log.info({ form: form.id, submission: id, suspectedBot: suspected }, 'submission stored');
        options.onStored?.();
        return answer(form, reply, 201, { id, message: form.success.text }, okValue);
      } catch (error) {
        if (error instanceof DuplicateSubmissionError && storage.dedupe) {
          request.log.info({ form: form.id, duplicateOf: error.field }, 'duplicate refused');
          return answer(form, reply, 409, { error: 'Conflict', message: storage.dedupe.message }, 'DUPLICATE');
        }
        throw error;
      }
    },
  );
}
