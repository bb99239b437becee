// /admin's Leads: the page (a document of the editor's bundle, dist-editor/leads.html) and its calls
// under /admin/api/leads…: the list of submissions a page at a time, a person's timeline, the
// download of the current filter, the erasure of a person, and the mail queue with retry. Every
// route asks for the `leads` permission (permissions.ts). Personal data is handled as such:
// filters and addresses travel in request bodies, never in a URL (which logs and proxies keep);
// bodies are checked by schema and small; answers are never cached (admin-routes.ts sets no-store
// on every answer of /admin); nothing here is logged with its content; and
// every view, search, download, erasure and retry goes into the audit log with who, which filter
// (its text and any address left out, only whether one was given) and how many rows.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormDefinition } from '../../shared/forms/definition.ts';
import { setEditorHeaders } from '../editor/headers.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';
import { EXPORT_TYPES, exportStream } from '../leads/export.ts';
import { exportFileName } from '../leads/export-name.ts';
import { leadKinds } from '../leads/kinds.ts';
import { leadCsvColumns, leadRowForReader } from '../leads/lead-columns.ts';
import { readerClock } from '../leads/reader-clock.ts';
import { hasPermission } from '../roles/permissions.ts';
import { outboxState, outboxTarget } from '../leads/outbox-view.ts';
import { erasePerson } from '../privacy/erase-person.ts';
import type { OutboxRow, Store } from '../store/index.ts';
import type { LeadFilter, LeadListRow } from '../store/submissions/types.ts';
import { adminText, fill, fillCount } from '../words/text.ts';

export interface LeadsOptions {
  store: Store;
  /** Where the mail files are (DATA_DIR): an erasure removes the person's too. */
  dataDir: string;
  /** The live site's forms: their kinds and fields. */
  forms: () => readonly FormDefinition[];
  /** The built editor (dist-editor/), which holds the Leads page's document. */
  editorBundleDir: string;
  audit: (request: FastifyRequest, action: string, detail?: Record<string, unknown>) => Promise<void>;
}

const t = adminText.leads;
const PAGE = 50;
/** A filter, a cursor or an address: a few hundred bytes. */
const BODY_LIMIT = 4096;
/** Entries of the mail queue shown at most; the count says how many there are. */
const QUEUE_SHOWN = 500;
const LEADS = { permission: 'leads' } as const;

const INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$';
const filterSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    bots: { type: 'boolean' },
    // A form's storage.type (schemas/form.schema.json) or service.
    type: { type: 'string', pattern: '^[a-z]+$', maxLength: 40 },
    from: { type: 'string', pattern: INSTANT },
    to: { type: 'string', pattern: INSTANT },
    text: { type: 'string', maxLength: 200 },
  },
} as const;
const cursor = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z_\\d{1,15}$' } as const;
const listBody = {
  type: 'object',
  additionalProperties: false,
  required: ['filter'],
  properties: { filter: filterSchema, after: cursor, before: cursor },
} as const;
const exportBody = {
  type: 'object',
  additionalProperties: false,
  required: ['filter', 'format'],
  properties: {
    filter: filterSchema,
    format: { enum: ['csv', 'json'] },
    // Whose times the file shows: the reader's language and IANA time zone, as their browser says.
    reader: {
      type: 'object',
      additionalProperties: false,
      properties: {
        locale: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9-]+$' },
        timeZone: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_+/-]+$' },
      },
    },
  },
} as const;
const personBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: { type: 'string', minLength: 3, maxLength: 254, pattern: '@' } },
} as const;
const retryBody = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1, maximum: 9007199254740991 }, dead: { const: true } },
  oneOf: [{ required: ['id'] }, { required: ['dead'] }],
} as const;

/** What the audit log keeps of a filter: never its text, which may be a name or an address. */
function auditedFilter(filter: LeadFilter): Record<string, unknown> {
  return {
    view: filter.bots ? 'bots' : 'leads',
    ...(filter.type !== undefined ? { type: filter.type } : {}),
    ...(filter.from !== undefined ? { from: filter.from } : {}),
    ...(filter.to !== undefined ? { to: filter.to } : {}),
    ...(filter.text?.trim() ? { text: 'given' } : {}),
  };
}

function suspectedBot(meta: unknown): string | null {
  const flag = (meta as { suspectedBot?: unknown } | null)?.suspectedBot;
  return flag === undefined || flag === null ? null : String(flag);
}

/** A row as the page shows it: what the visitor entered, not the evidence kept beside it (meta). */
function listed(row: LeadListRow) {
  return {
    id: row.id,
    type: row.type,
    createdAt: row.createdAt,
    email: row.email,
    fields: row.payload,
    suspectedBot: suspectedBot(row.meta),
    source: row.source ?? null,
    language: row.language ?? null,
  };
}

/** A mail or webhook as the page shows it: where it stands and to whom (masked), never its text. */
function delivery(row: OutboxRow) {
  return {
    id: row.id,
    kind: row.kind,
    state: outboxState(row),
    to: outboxTarget(row),
    attempts: row.attempts,
    createdAt: row.createdAt,
    nextAttemptAt: row.nextAttemptAt,
    sentAt: row.sentAt,
    deadAt: row.deadAt,
    lastError: row.lastError === null ? null : row.lastError.slice(0, 300),
  };
}

export const leadsRoutes: RoutePlugin<LeadsOptions> = async (app, options) => {
  const { store, audit } = options;
  const badRequest = (reply: FastifyReply, message = adminText.messages.badRequest) =>
    reply.code(400).send({ error: 'Bad Request', message });
  const checked = { config: LEADS, bodyLimit: BODY_LIMIT, attachValidation: true } as const;

  app.get('/leads', { config: LEADS }, (_request, reply) => {
    setEditorHeaders(reply, false);
    const document = join(options.editorBundleDir, 'leads.html');
    if (!existsSync(document)) return reply.code(503).type('text/plain; charset=utf-8').send(t.notBuilt);
    return reply.type('text/html; charset=utf-8').send(readFileSync(document));
  });

  app.get('/api/leads/kinds', { config: LEADS }, async () => ({
    kinds: leadKinds(options.forms(), t.serviceFields),
    pageSize: PAGE,
  }));

  app.post('/api/leads', { ...checked, schema: { body: listBody } }, async (request, reply) => {
    if (request.validationError) return badRequest(reply);
    const { filter, after, before } = request.body;
    if (after !== undefined && before !== undefined) return badRequest(reply);
    let page;
    try {
      page = await store.submissions.listLeads(filter, {
        limit: PAGE,
        ...(after !== undefined ? { after } : {}),
        ...(before !== undefined ? { before } : {}),
      });
    } catch (error) {
      if (error instanceof RangeError) return badRequest(reply);
      throw error;
    }
    await audit(request, 'leads-listed', {
      ...auditedFilter(filter),
      page: after ? 'older' : before ? 'newer' : 'newest',
      rows: page.rows.length,
    });
    return { rows: page.rows.map(listed), newer: page.newer, older: page.older };
  });

  app.post('/api/leads/export', { ...checked, schema: { body: exportBody } }, async (request, reply) => {
    if (request.validationError) return badRequest(reply);
    const { filter, format, reader } = request.body;
    const clock = readerClock(reader);
    if (!clock) return badRequest(reply);
    const now = new Date();
    // The people who open the CSV read its columns in words, the fields by the forms' titles.
    const context = {
      kinds: leadKinds(options.forms(), t.serviceFields),
      ...(filter.type !== undefined ? { type: filter.type } : {}),
      bots: filter.bots === true,
      clock,
    };
    const admin = hasPermission(request.account!, 'admin');
    const stream = exportStream(
      store.submissions,
      filter,
      format,
      now,
      (rows, complete) => audit(request, 'leads-downloaded', { ...auditedFilter(filter), format, rows, complete }),
      { columns: (seen) => leadCsvColumns(context, seen), view: (row) => leadRowForReader(row, admin) },
    );
    const name = exportFileName(filter, format, now, clock);
    return reply
      .type(EXPORT_TYPES[format])
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(stream);
  });

  app.post('/api/leads/person', { ...checked, schema: { body: personBody } }, async (request, reply) => {
    if (request.validationError) return badRequest(reply);
    const { email } = request.body;
    const timeline = await store.submissions.leadTimeline(email);
    await audit(request, 'lead-timeline', { rows: timeline?.submissions.length ?? 0 });
    if (!timeline) return reply.code(404).send({ error: 'Not Found', message: t.noSuchPerson });
    return {
      email: timeline.email,
      firstSeen: timeline.firstSeen,
      submissions: timeline.submissions.map((submission) => ({
        id: submission.id,
        type: submission.type,
        createdAt: submission.createdAt,
        fields: submission.payload,
        suspectedBot: suspectedBot(submission.meta),
        source: submission.source ?? null,
        language: submission.language ?? null,
        deliveries: submission.outbox.map(delivery),
      })),
    };
  });

  app.post('/api/leads/erase', { ...checked, schema: { body: personBody } }, async (request, reply) => {
    if (request.validationError) return badRequest(reply);
    const { email } = request.body;
    const erased = await erasePerson(store.submissions, options.dataDir, email);
    // Counts only: nothing of the person.
    await audit(request, 'lead-erased', {
      submissions: erased.submissions,
      outboxRows: erased.outboxRows,
      mailFiles: erased.mailFiles,
    });
    const message = fill(t.erased, {
      email,
      submissions: fillCount(t.erasedSubmissions, erased.submissions),
      outboxRows: fillCount(t.erasedOutboxRows, erased.outboxRows),
      mailFiles: fillCount(t.erasedMailFiles, erased.mailFiles),
    });
    return { ...erased, message };
  });

  app.get('/api/leads/mail-queue', { config: LEADS }, async (request) => {
    const rows = await store.outbox.listUndeliveredOutbox();
    await audit(request, 'mail-queue-viewed', { rows: rows.length });
    return { total: rows.length, rows: rows.slice(0, QUEUE_SHOWN).map(delivery) };
  });

  app.post('/api/leads/mail-queue/retry', { ...checked, schema: { body: retryBody } }, async (request, reply) => {
    if (request.validationError) return badRequest(reply);
    const body = request.body;
    const now = new Date();
    if (body.id !== undefined) {
      const retried = await store.outbox.retryOutbox(body.id, now);
      await audit(request, 'mail-retried', { id: body.id, retried });
      if (!retried) return reply.code(404).send({ error: 'Not Found', message: fill(t.noSuchRow, { id: body.id }) });
      return { retried: 1, message: fill(t.retried, { id: body.id }) };
    }
    const count = await store.outbox.retryDeadOutbox(now);
    await audit(request, 'mail-retried', { dead: count });
    return { retried: count, message: fillCount(t.retriedDead, count) };
  });
};
