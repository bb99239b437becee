// /admin/insights (issue 43): the page (a document of the editor's bundle, dist-editor/insights.html)
// and its calls: the report of a period against the one before, and its CSV. For the accounts that
// may read the leads (the `leads` permission; admins have it). A period is asked in a POST body,
// checked by schema and by periodOf, which answers a bad one (not a day, backwards, longer than a
// year) in words. What the page shows is counts: no person, no address, no hash.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { setEditorHeaders } from '../editor/headers.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';
import { periodOf } from '../insights/period.ts';
import { insightsCsvStream } from '../insights/report-csv.ts';
import { insightsReport } from '../insights/report.ts';
import type { Store } from '../store/index.ts';
import { adminText } from '../words/text.ts';

export interface InsightsOptions {
  store: Store;
  /** The built editor (dist-editor/), which holds the Insights page's document. */
  editorBundleDir: string;
}

const t = adminText.insights;
const LEADS = { permission: 'leads' } as const;
const DAY = { type: 'string', maxLength: 10 } as const;
const periodBody = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: { from: DAY, to: DAY },
} as const;

export const insightsRoutes: RoutePlugin<InsightsOptions> = async (app, options) => {
  const checked = { config: LEADS, bodyLimit: 1024, attachValidation: true, schema: { body: periodBody } } as const;
  const refused = (reply: FastifyReply, message: string) => reply.code(400).send({ error: 'Bad Request', message });

  app.get('/insights', { config: LEADS }, (_request, reply) => {
    setEditorHeaders(reply, false);
    const document = join(options.editorBundleDir, 'insights.html');
    if (!existsSync(document)) return reply.code(503).type('text/plain; charset=utf-8').send(t.notBuilt);
    return reply.type('text/html; charset=utf-8').send(readFileSync(document));
  });

  app.post('/api/insights', checked, async (request, reply) => {
    if (request.validationError) return refused(reply, t.period.notADay);
    const verdict = periodOf(request.body.from, request.body.to, t.period);
    if (!verdict.ok) return refused(reply, verdict.message);
    return insightsReport(options.store, verdict.period, verdict.previous);
  });

  app.post('/api/insights/export', checked, async (request, reply) => {
    if (request.validationError) return refused(reply, t.period.notADay);
    const verdict = periodOf(request.body.from, request.body.to, t.period);
    if (!verdict.ok) return refused(reply, verdict.message);
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="insights-${verdict.period.from}-to-${verdict.period.to}.csv"`,
      )
      .send(insightsCsvStream(options.store, verdict.period, verdict.previous));
  });
};
