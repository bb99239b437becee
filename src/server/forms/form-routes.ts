// One POST endpoint per form whose definition names an /api/ URL of ours: rate limit, anti-forgery
// token, the form's own schema, then the submission with its mails (and webhook) stored in one
// transaction before the answer. Bots caught by the honeypot or by their speed are kept aside,
// unmailed, and answered like everyone else so they learn nothing.
// The same endpoint takes the form as the browser sends it without the form's script (urlencoded,
// page-post.ts), for the forms that work without one: the same limit, an anti-forgery check that
// needs no script (xsrf.ts), the same schema, store and mails; the answer is then a page
// (answer-page.ts) rather than JSON. Sent, it is a redirect (303) to the endpoint's address with
// ?sent, which a GET answers with the thank-you page: a reload, a bookmark or a shared link shows the
// thanks again and never posts twice, and nothing the visitor typed is in the address. Refused, the
// page with the entries kept and each message beside its field is the answer itself (a reload sends
// them again, as the browser asks first). A GET of the bare address leads to the form's page.
import type { FastifyError, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { dateFormatsByLanguage } from '../../shared/dates.ts';
import type { FormDefinition, FormValues } from '../../shared/forms/definition.ts';
import { shapePayload } from '../../shared/forms/payload.ts';
import { DuplicateSubmissionError, type SubmissionStore } from '../store/index.ts';
import { rateLimiter, type RateLimit } from '../http/rate-limit.ts';
import { isSameOriginFormPost, requireXsrfToken } from '../http/xsrf.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';
import { worksWithoutScripts } from '../../shared/forms/without-scripts.ts';
import { answerPage, type Outcome } from './answer-page.ts';
import { isPagePost, PAGE_QUERY, pagePostBody, queryPage, type UrlencodedFields } from './page-post.ts';
import { bodyChecker } from './check-body.ts';
import type { Mailboxes } from '../../shared/build-meta.ts';
import { renderMails } from './mail-render.ts';
import { ndaEvidence } from './nda-evidence.ts';
import { cleanPath, isEmptySource, SOURCE_FIELD, sourceFromReferer } from '../../shared/lead-source.ts';
import type { SiteLanguage } from '../../shared/generated/config-types.ts';
import { splitLanguage } from '../../shared/language-paths.ts';

/** What the endpoints answer by: the forms of the served build, with what their mails need. */
export interface FormSet {
  forms: FormDefinition[];
  mailboxes: Mailboxes;
  /** The site's locale: the NDA text kept as evidence names the day as the site writes it. */
  locale: string;
  /** The site's languages, the main one first: a post is stored and answered in the language of the
   *  page it was sent from. None (a build made before languages): the language is not recorded. */
  languages?: SiteLanguage[];
  /** The forms other languages translate, by "<code> <form id>". */
  translatedForms?: ReadonlyMap<string, FormDefinition>;
}

export interface FormRoutesOptions {
  /** The forms of the build the request is answered from (the one live when it arrived): a publish
   *  that swaps builds while a post is under way never takes its form away half way. */
  forms: (request: FastifyRequest) => FormSet;
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
  /** The page to answer a form sent without scripts in: a served page showing the form of this
   *  endpoint (the one the visitor came from, where known), its path and HTML. Undefined: no page shows it. */
  pageShowing?: (request: FastifyRequest, endpointUrl: string) => { path: string; html: string } | undefined;
}

/** The query that makes a GET of a form's endpoint its thank-you page. */
const SENT_QUERY = 'sent';

/** Where a form sent without its script is thanked for (the endpoint's GET answers it); `page`, the
 *  page it was sent from, when the Referer of that GET would not name it (a post from an answer page). */
export function sentAddress(form: Pick<FormDefinition, 'endpoint'>, page?: string): string {
  const named = page === undefined ? '' : `&${new URLSearchParams({ [PAGE_QUERY]: page }).toString()}`;
  return `${form.endpoint.url}?${SENT_QUERY}${named}`;
}

interface Endpoint {
  form: FormDefinition;
  storage: NonNullable<FormDefinition['storage']>;
  check: ReturnType<typeof bodyChecker>;
}

interface CompiledForms {
  endpoints: Map<string, Endpoint>;
  /** The endpoints of the forms other languages translate, by "<code> <endpoint url>". */
  translatedEndpoints: Map<string, Endpoint>;
  languages: SiteLanguage[];
  mailboxes: Mailboxes;
  /** A date as the page of a language (its code) writes it. */
  formatDate: (code: string | undefined) => (isoDate: string) => string;
  /** Each form page's thank-you page, by the page's path and the form's endpoint, written once per build. */
  sentPages: Map<string, string | undefined>;
}

/** Each form set's rules compiled once, on its first post. */
const compiled = new WeakMap<FormSet, CompiledForms>();

function compile(set: FormSet): CompiledForms {
  let forms = compiled.get(set);
  if (!forms) {
    const endpoints = new Map<string, Endpoint>();
    const translatedEndpoints = new Map<string, Endpoint>();
    for (const form of set.forms) {
      if (!form.endpoint.url.startsWith('/api/') || !form.storage) continue;
      endpoints.set(form.endpoint.url, { form, storage: form.storage, check: bodyChecker(form) });
      for (const { code } of set.languages?.slice(1) ?? []) {
        const translated = set.translatedForms?.get(`${code} ${form.id}`);
        // Its rules and storage are the main form's: a translation changes words only.
        if (translated)
          translatedEndpoints.set(`${code} ${form.endpoint.url}`, {
            form: translated,
            storage: form.storage,
            check: bodyChecker(translated),
          });
      }
    }
    forms = {
      endpoints,
      translatedEndpoints,
      languages: set.languages ?? [],
      mailboxes: set.mailboxes,
      formatDate: dateFormatsByLanguage(set.languages ?? [], set.locale),
      sentPages: new Map(),
    };
    compiled.set(set, forms);
  }
  return forms;
}

/**
 * Why a post is taken for a bot's, if it is. `timed`: the form's script measured the time spent on
 * the form; a form sent without its script has no such measure, and faces the honeypot alone (and the
 * anti-forgery check, which a plain script posting forms does not pass).
 */
export function suspicion(
  honeypot: string,
  elapsedMs: number | undefined,
  minFillMs: number,
  timed = true,
): string | undefined {
  if (honeypot !== '') return 'honeypot';
  if (timed && (elapsedMs === undefined || elapsedMs < minFillMs)) return 'too-fast';
  return undefined;
}

/** An answer refused for anti-forgery, given to the route's error handler of a page post. */
const forbidden = () =>
  Object.assign(new Error('The form was not sent from a page of this site.'), { statusCode: 403 });

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

/**
 * The language of a post (its code): that of the page it was sent from, as its address says (the
 * Referer; or, from the form's script, the source it sends, should the browser keep its Referer to
 * itself). Never what a request claims: an address in none of the site's languages is the main one's.
 * Undefined for a build that records no languages.
 */
function languageOfPost(forms: CompiledForms, request: FastifyRequest, pagePost: boolean): string | undefined {
  if (forms.languages.length === 0) return undefined;
  const sent = pagePost ? undefined : (request.body as Record<string, unknown> | undefined)?.[SOURCE_FIELD];
  const sentPage = (sent as { page?: unknown } | undefined)?.page;
  const page =
    queryPage(request) ??
    sourceFromReferer(request.headers.referer).page ??
    (typeof sentPage === 'string' ? cleanPath(sentPage) : undefined);
  return page === undefined ? forms.languages[0]!.code : splitLanguage(forms.languages, page).language.code;
}

/** A form's endpoint in a language: its translation's words where the language translates it. */
function endpointIn(forms: CompiledForms, url: string, language: string | undefined): Endpoint | undefined {
  return forms.translatedEndpoints.get(`${language} ${url}`) ?? forms.endpoints.get(url);
}

export const formRoutes: RoutePlugin<FormRoutesOptions> = async (app, options) => {
  // One route for every form endpoint, present or published later: which form answers is looked up
  // in the served build. A path no form of it names is not found, before any other check.
  const endpointOf = (request: FastifyRequest) =>
    compile(options.forms(request)).endpoints.get(request.url.split('?', 1)[0]!);
  // Each form has a budget of its own per client, wherever its endpoint came from.
  const limiters = new Map<string, preHandlerAsyncHookHandler>();
  const limitOf = (formId: string) => {
    if (!limiters.has(formId)) limiters.set(formId, rateLimiter(app, `form:${formId}`, options.rateLimit));
    return limiters.get(formId)!;
  };
  /** The page a form sent without scripts is answered with; JSON when no page shows the form. */
  const pageAnswer = (
    request: FastifyRequest,
    reply: FastifyReply,
    form: FormDefinition,
    status: number,
    outcome: Outcome,
  ) => {
    const shown = options.pageShowing?.(request, form.endpoint.url);
    const page = shown === undefined ? undefined : answerPage(shown.html, form, outcome, shown.path);
    if (page === undefined)
      return reply
        .code(status)
        .send(
          outcome.kind === 'sent'
            ? { message: form.success.text }
            : { error: 'Form not sent', message: outcome.banner, fields: outcome.fieldMessages },
        );
    return reply.code(status).type('text/html; charset=utf-8').send(page);
  };
  /** The thank-you page of a form on the page at `path` (the same for everyone: kept per build). */
  const sentPage = (request: FastifyRequest, form: FormDefinition, shown: { path: string; html: string }) => {
    const { sentPages } = compile(options.forms(request));
    const key = `${shown.path} ${form.endpoint.url}`;
    if (!sentPages.has(key)) sentPages.set(key, answerPage(shown.html, form, { kind: 'sent' }));
    return sentPages.get(key);
  };
  /** The refusal of a form sent without scripts, with the visitor's entries kept. */
  const refusedPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    form: FormDefinition,
    status: number,
    banner: string,
    fieldMessages: Record<string, string[]> = {},
  ) => {
    const { entries } = pagePostBody(form, isFields(request.body) ? request.body : {});
    return pageAnswer(request, reply, form, status, { kind: 'refused', banner, entries, fieldMessages });
  };

  // The address of a form's endpoint, opened (a reload after the redirect, a bookmark, a shared
  // link): with ?sent the thank-you page of a form that works without its script, else a redirect to
  // the page that shows the form. Never indexed.
  app.get('/api/*', async (request, reply) => {
    const forms = compile(options.forms(request));
    const url = request.url.split('?', 1)[0]!;
    const endpoint = endpointIn(forms, url, languageOfPost(forms, request, true));
    const shown = endpoint && options.pageShowing?.(request, endpoint.form.endpoint.url);
    if (!endpoint || !shown) return reply.code(404).send({ error: 'Not Found', message: 'No such endpoint.' });
    reply.header('x-robots-tag', 'noindex');
    const query = request.query as Record<string, unknown>;
    const thanks =
      Object.hasOwn(query, SENT_QUERY) && worksWithoutScripts(endpoint.form)
        ? sentPage(request, endpoint.form, shown)
        : undefined;
    if (thanks === undefined) return reply.header('cache-control', 'no-cache').redirect(shown.path, 303);
    return reply.type('text/html; charset=utf-8').send(thanks);
  });

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
        async function antiForgery(request, reply) {
          if (!isPagePost(request)) return requireXsrfToken(request, reply);
          if (!isSameOriginFormPost(request)) throw forbidden();
          return undefined;
        },
      ],
      // A form sent without scripts is answered with a page, its refusals too (the limit, the
      // anti-forgery check, a body too large); everything else goes to the app's error handler.
      errorHandler: (error: FastifyError, request, reply) => {
        const forms = compile(options.forms(request));
        const endpoint = endpointIn(forms, request.url.split('?', 1)[0]!, languageOfPost(forms, request, true));
        const status = error.statusCode ?? 500;
        if (!endpoint || !isPagePost(request) || !worksWithoutScripts(endpoint.form) || status >= 500) throw error;
        const { failure } = endpoint.form;
        const banner = status === 429 ? failure.rateLimited : status === 403 ? failure.forbidden : failure.invalid;
        return refusedPage(request, reply, endpoint.form, status, banner);
      },
    },
    async (request, reply) => {
      const forms = compile(options.forms(request));
      const pagePost = isPagePost(request);
      const language = languageOfPost(forms, request, pagePost);
      // Checked, answered and mailed in the language of the page it was sent from.
      const endpoint = endpointIn(forms, request.url.split('?', 1)[0]!, language);
      if (!endpoint) return reply.code(404).send({ error: 'Not Found', message: 'No such endpoint.' });
      const { form, storage, check } = endpoint;
      const okValue = form.response?.okValue ?? 'OK';
      if (pagePost && !worksWithoutScripts(form))
        return reply.code(415).send({
          error: 'Unsupported Media Type',
          message: 'This form needs its script: send it from its page with JavaScript on.',
        });
      let body: unknown = request.body;
      if (pagePost) {
        const converted = pagePostBody(form, isFields(request.body) ? request.body : {});
        if (!converted.ok) return refusedPage(request, reply, form, 400, form.failure.invalid);
        body = converted.body;
      }
      const verdict = check(body);
      if (!verdict.ok) {
        if (pagePost) return refusedPage(request, reply, form, 400, form.failure.invalid, verdict.body.fields);
        return answer(form, reply, 400, verdict.body, 'INVALID');
      }
      const values = shapePayload(form, verdict.values);
      const suspected = suspicion(verdict.honeypot, verdict.elapsedMs, options.minFillMs, !pagePost);
      const leadEmail =
        storage.leadEmail && typeof values[storage.leadEmail] === 'string' && values[storage.leadEmail] !== ''
          ? String(values[storage.leadEmail])
          : undefined;
      const mails = suspected ? [] : renderMails(form, values, forms.mailboxes);
      const webhook =
        !suspected && storage.webhook && options.webhookConfigured
          ? [{ kind: 'webhook' as const, payload: { event: `${storage.type}.created`, form: form.id, data: values } }]
          : [];
      const nda =
        form.terms && verdict.terms ? ndaEvidence(form, values, verdict.terms, forms.formatDate(language)) : undefined;
      const dedupe = storage.dedupe && !suspected ? dedupeKey(form, storage.dedupe, values) : undefined;
      // Without its script, the browser's Referer (same-origin, by the anti-forgery check) is the page
      // the form was sent from; the visit's start and referrer are then not known.
      // From an answer page, the page it stands for (its query) rather than the endpoint's own address.
      const answered = queryPage(request);
      const source = pagePost
        ? { ...sourceFromReferer(request.headers.referer), ...(answered ? { page: cleanPath(answered) } : {}) }
        : verdict.source;
      try {
        const { id } = await options.submissions.insertSubmission({
          type: storage.type,
          payload: values,
          meta: {
            form: form.id,
            ...(verdict.elapsedMs !== undefined ? { elapsedMs: Math.round(verdict.elapsedMs) } : {}),
            ...(pagePost ? { sentWithoutScript: true } : {}),
            ...(suspected ? { suspectedBot: suspected } : {}),
            ...(nda ? { nda } : {}),
          },
          ip: request.ip,
          ...(source && !isEmptySource(source) ? { source } : {}),
          ...(language ? { language } : {}),
          ...(dedupe ? { dedupe } : {}),
          ...(leadEmail ? { leadEmail } : {}),
          outbox: [
            ...mails.map(({ mail, toVisitor }) => ({
              kind: 'mail' as const,
              // The request's id goes with the mail, so the outbox's log lines of it name the post.
              payload: { ...mail, requestId: request.id },
              // Anyone can type anyone's address: that address gets at most one mail from us per window.
              ...(toVisitor ? { oncePerRecipient: { address: mail.to, windowMs: options.visitorMailWindowMs } } : {}),
            })),
            ...webhook,
          ],
        });
        request.log.info({ form: form.id, submission: id, suspectedBot: suspected }, 'submission stored');
        options.onStored?.();
        // Thanked for at an address of its own (post, redirect, get): see the GET route above. A form
        // no page shows (posted by hand) has no such page: it is answered in JSON, as before.
        if (pagePost && options.pageShowing?.(request, form.endpoint.url))
          return reply.header('cache-control', 'no-cache').redirect(sentAddress(form, queryPage(request)), 303);
        if (pagePost) return pageAnswer(request, reply, form, 200, { kind: 'sent' });
        return answer(form, reply, 201, { id, message: form.success.text }, okValue);
      } catch (error) {
        if (error instanceof DuplicateSubmissionError && storage.dedupe) {
          request.log.info({ form: form.id, duplicateOf: error.field }, 'duplicate refused');
          if (pagePost) return refusedPage(request, reply, form, 409, storage.dedupe.message);
          return answer(form, reply, 409, { error: 'Conflict', message: storage.dedupe.message }, 'DUPLICATE');
        }
        throw error;
      }
    },
  );
};

function isFields(body: unknown): body is UrlencodedFields {
  return body !== null && typeof body === 'object' && !Array.isArray(body);
}
