// A form sent by the browser itself, without its script: an urlencoded body of text fields, as
// `<form method="post">` sends it. It is turned into the body the form's script would have sent, so
// the one checker (check-body.ts, the form's own schema) judges both alike.
import type { FastifyRequest } from 'fastify';
import type { FormDefinition } from '../../shared/forms/definition.ts';

const URLENCODED = 'application/x-www-form-urlencoded';

/** Whether the request is an HTML form's post (answered with a page) rather than a script's JSON. */
export function isPagePost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith(URLENCODED);
}

/** The query naming the page a form sent without scripts was answered on (answer-page.ts): the
 *  answer's own address is the endpoint's, so a post from it, and its thank-you address, carry the
 *  page it stands for, which the Referer no longer names. Only ever one of the build's own pages is
 *  taken from it (site-pages.ts, formPage), and only its language (form-routes.ts). */
export const PAGE_QUERY = 'page';

/** The page a request's query names (PAGE_QUERY), if it names one. */
export function queryPage(request: FastifyRequest): string | undefined {
  const page = (request.query as Record<string, unknown> | undefined)?.[PAGE_QUERY];
  return typeof page === 'string' && page.startsWith('/') ? page : undefined;
}

/** A body parsed from urlencoded text: each name with its value, or its values when sent more than once. */
export type UrlencodedFields = Record<string, string | string[] | undefined>;

export type PagePostBody =
  | { ok: true; body: Record<string, unknown>; entries: Record<string, string> }
  | { ok: false; entries: Record<string, string> };

/**
 * The body the form's script would send for these fields: an empty text is no answer (the script
 * leaves an emptied field out), a ticked checkbox is true. A name sent twice is no form of ours.
 * `entries` are the texts as typed, to be shown again in the form if it is refused.
 */
export function pagePostBody(form: FormDefinition, fields: UrlencodedFields): PagePostBody {
  const entries: Record<string, string> = {};
  // Built from pairs, so a name such as __proto__ stays a plain (unknown) field the schema refuses.
  const pairs: [string, unknown][] = [];
  let twice = false;
  for (const [name, sent] of Object.entries(fields)) {
    if (sent === undefined) continue;
    if (Array.isArray(sent)) {
      twice = true;
      continue;
    }
    const rules = Object.hasOwn(form.schema.properties, name) ? form.schema.properties[name] : undefined;
    if (rules) entries[name] = sent;
    if (rules?.type === 'boolean') {
      if (sent !== '') pairs.push([name, true]);
    } else if (!rules || sent !== '') pairs.push([name, sent]);
  }
  return twice ? { ok: false, entries } : { ok: true, body: Object.fromEntries(pairs), entries };
}
