// /admin/insights (issue 43): the page (a document of the editor's bundle, dist-editor/insights.html)
// and its calls: the report of a period against the one before, and its CSV. For the accounts that
// may read the leads (the `leads` permission; admins have it). A period is asked in a POST body,
// checked by schema and by periodOf, which answers a bad one (not a day, backwards, longer than a
// year) in words. What the page shows is counts: no person, no address, no hash.
// A report reads apart from the site's writes (store/report-reader.ts), one at a time per instance:
// a few more asked meanwhile wait their turn, the rest are told in words to ask again (429), so
// year-long reports never stack their work; one past its time limit, counted from when it was
// asked, is stopped and answered in words (503).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { setEditorHeaders } from '../editor/headers.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';
import { periodOf } from '../insights/period.ts';
import { fullReport, insightsCsvStream } from '../insights/report-csv.ts';
import { insightsReport, limitFromNow, readsOfStore, type InsightsReport } from '../insights/report.ts';
import { ReportTooLongError, type ReportLimit, type ReportReads, type Store } from '../store/index.ts';
import { adminText, fill } from '../words/text.ts';

export interface InsightsOptions {
  store: Store;
  /** Where the reports read (openReportReader); the store itself when left out (tests of the page's numbers). */
  reports?: ReportReads | undefined;
  /** The built editor (dist-editor/), which holds the Insights page's document. */
  editorBundleDir: string;
}

const t = adminText.insights;
const LEADS = { permission: 'leads' } as const;
/** Reports made or waiting their turn at once on an instance: a reload while one is made, a colleague's. */
const MAX_IN_LINE = 3;
/** Seconds a report refused for that is told to wait: about what a year-long one takes on SQLite. */
const RETRY_AFTER_S = 30;
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
  const reads = options.reports ?? readsOfStore(options.store);
  // The reports asked on this instance, made one after the other: `line` settles when the last
  // one asked is done. Each one's time limit counts from when it was asked.
  let line: Promise<unknown> = Promise.resolve();
  let inLine = 0;
  /** Makes a report in its turn, or answers why not (too many in line, stopped at its limit). */
  async function inTurn(
    reply: FastifyReply,
    make: (limit: ReportLimit) => Promise<InsightsReport>,
  ): Promise<InsightsReport | undefined> {
    if (inLine >= MAX_IN_LINE) {
      void reply
        .code(429)
        .header('retry-after', String(RETRY_AFTER_S))
        .send({ error: 'Too Many Requests', message: t.busy });
      return undefined;
    }
    inLine++;
    const limit = limitFromNow();
    const turn = line.then(() => make(limit));
    line = turn.catch(() => undefined);
    try {
      return await turn;
    } catch (error) {
      if (!(error instanceof ReportTooLongError)) throw error;
      void reply.code(503).send({
        error: 'Service Unavailable',
        message: fill(t.stopped, { seconds: String(Math.round(error.limitMs / 1000)) }),
      });
      return undefined;
    } finally {
      inLine--;
    }
  }

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
    const report = await inTurn(reply, (limit) => insightsReport(reads, verdict.period, verdict.previous, { limit }));
    return report ?? reply;
  });

  app.post('/api/insights/export', checked, async (request, reply) => {
    if (request.validationError) return refused(reply, t.period.notADay);
    const verdict = periodOf(request.body.from, request.body.to, t.period);
    if (!verdict.ok) return refused(reply, verdict.message);
    const report = await inTurn(reply, (limit) => fullReport(reads, verdict.period, verdict.previous, limit));
    if (!report) return reply;
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="insights-${verdict.period.from}-to-${verdict.period.to}.csv"`,
      )
      .send(insightsCsvStream(report));
  });
};
