// The HTTP server: the prerendered site, the form endpoints and the health check, behind strict
// security headers; the submission store and the mail outbox live and die with it.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import type { ServerConfig, TrustProxy } from './config.ts';
import { adminPlugin } from './admin/admin-routes.ts';
import { formRoutes } from './forms/form-routes.ts';
import { geoRoutes } from './geo/geo-routes.ts';
import { healthRoutes, readinessProbe } from './http/health.ts';
import { watchingWrites, WriteOutcomes } from './http/write-outcomes.ts';
import { databaseRateLimitStore, registerRateLimit, type RateLimitStore } from './http/rate-limit.ts';
import { issueXsrfCookie } from './http/xsrf.ts';
import { createMailer } from './mail/index.ts';
import {
  countingSubmissions,
  createMetrics,
  formEndpoints,
  observeRequests,
  routeLabel,
  startMetricsServer,
} from './metrics/index.ts';
import { eventLoopBusy, outboxLogLevel, startOutboxWorker } from './outbox/index.ts';
import { startRetention } from './privacy/retention.ts';
import { createPublishing } from './publish/publishing.ts';
import { serverClock } from './publish/schedules/clock.ts';
import { scheduleNotices } from './publish/schedules/schedule-notices.ts';
import { startScheduler } from './publish/schedules/scheduler.ts';
import { createScheduling } from './publish/schedules/scheduling.ts';
import { createSharing } from './publish/preview-links/sharing.ts';
import { createReviewing } from './publish/reviews/reviewing.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { FileBodies } from './static-files.ts';
import { reportCatalog, serviceRoutes } from './services/booking-routes.ts';
import { followPublishes } from './site/follow-publishes.ts';
import { LiveSite } from './site/live-site.ts';
import { describeBuildAtStart, startBuild } from './site/served-build.ts';
import { reportIndexing, type SiteBuild } from './site/site-build.ts';
import { pointCurrentLink } from './site/current-link.ts';
import { formPage, pinLiveBuild, registerSitePages, sendNotFoundPage } from './site/site-pages.ts';
import { sharedPreviewRoutes } from './site/shared-preview.ts';
import { openReportReader, openStore } from './store/index.ts';
import { REPORT_TIME_LIMIT_MS } from './insights/report.ts';
import { visitCounter } from './visits/visit-counter.ts';

const HOUR_MS = 3_600_000;
const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST']);
/** Allowed only where a route of /admin's API takes them (its schedules). */
const CALL_METHODS = new Set(['PATCH', 'DELETE']);
export const BODY_LIMIT_BYTES = 16 * 1024;
/** How often an instance looks for a version published by another one. */
const PUBLISH_POLL_MS = 10_000;

export interface AppOptions {
  /** Where the rate limits keep their counters; in the store's database (shared by every instance) when not given. */
  rateLimitStore?: RateLimitStore;
  /** Where the log lines go; standard output when not given (tests read them here). */
  logStream?: NodeJS.WritableStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** http://host:port of the metrics listener (METRICS_PORT), undefined when metrics are off. */
    metricsUrl: string | undefined;
  }
}

export async function buildApp(config: ServerConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Unique across restarts and instances: the log lines of a post and of its mails name it (reqId, requestId).
    genReqId: () => randomUUID(),
    // One log line per request, written in onResponse below, without query strings or bodies.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: proxyTrust(config.trustProxy),
    // A client gets REQUEST_TIMEOUT_MS for a whole request, headers and body (5 s at most for the
    // headers): one that trickles its body is answered 408 and cut off. Node checks the running
    // requests every second, so the cut comes at most a second late.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: config.requestTimeoutMs,
          headersTimeout: Math.min(5000, config.requestTimeoutMs),
          connectionsCheckingInterval: 1000,
        },
        handler,
      ),
    // A closing server ends idle keep-alive connections at once; busy ones finish their request.
    forceCloseConnections: 'idle',
    // Judge request bodies exactly as the browser form does: no silent fixes.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: true } },
  });

  const opened = await openStore({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    pseudonymSalt: config.pseudonymSalt,
    twoFactorKey: config.twoFactorKey,
  });
  // The reports of /admin/insights read apart from the writes: a thread and connection of their own
  // on SQLite, a pool of their own on PostgreSQL (store/report-reader.ts); opened at the first report.
  const reports = openReportReader({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }, REPORT_TIME_LIMIT_MS);
  const writes = new WriteOutcomes();
  const readiness = readinessProbe(opened, {
    writes,
    // An SQLite store lives in DATA_DIR: a full disk there fails its posts before its probe write.
    ...(config.databaseUrl ? {} : { dataDir: config.dataDir }),
  });
  const metrics = config.metrics
    ? createMetrics({
        outboxCounts: () => opened.outbox.outboxCounts(),
        readiness,
        onError: (error) => app.log.warn({ err: error }, 'metrics: the outbox could not be counted'),
      })
    : undefined;
  const watched = watchingWrites(opened, writes);
  const store = metrics ? countingSubmissions(watched, metrics) : watched;
  let site: LiveSite;
  try {
    const atStart = await startBuild(config.distDir, store, new FileBodies(config.staticCacheBytes));
    site = new LiveSite(atStart.build);
    // Once, what this start did: the migrations it ran on the database (none when it was up to date), the build it serves.
    app.log.info(
      { migrations: await store.migrationsRun(), build: describeBuildAtStart(atStart) },
      'started: migrations run, build served',
    );
  } catch (error) {
    await store.close();
    throw error;
  }
  reportCatalog(app.log, site.current.catalog);
  for (const build of site.builds) reportIndexing(app.log, build);
  site.onSwap((build) => reportCatalog(app.log, build.catalog));
  // BUILDS_DIR/current leads a server in front (nginx) to the newest build served, from start and at each switch.
  const pointCurrent = (build: SiteBuild) =>
    pointCurrentLink(config.buildsDir, build).catch((error: unknown) =>
      app.log.warn(
        { err: { message: (error as Error).message } },
        'BUILDS_DIR/current could not be pointed at the build served',
      ),
    );
  await pointCurrent(site.current);
  site.onSwap((build) => void pointCurrent(build));
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom });
  const outbox = startOutboxWorker({
    outbox: store.outbox,
    submissions: store.submissions,
    mailer,
    ...(config.provisioning ? { webhook: config.provisioning } : {}),
    intervalMs: config.outboxIntervalMs,
    leaseMs: config.outboxLeaseMs,
    maxAttempts: config.maxAttempts,
    busy: eventLoopBusy(),
    log: (entry) => app.log[outboxLogLevel(entry)](entry, 'outbox'),
    ...(metrics ? { onOutcome: (kind, outcome) => metrics.outboxDeliveries.inc({ kind, outcome }) } : {}),
  });
  const visitorMailWindowMs = config.confirmationMailHours * HOUR_MS;
  const retention = startRetention({
    store,
    dataDir: config.dataDir,
    retentionDays: config.retentionDays,
    visitRetentionDays: config.visitRetentionDays,
    recipientWindowMs: visitorMailWindowMs,
    log: (entry) => app.log.info(entry, 'retention'),
  });
  const clock = serverClock(config.clockOffsetFile);
  if (config.clockOffsetFile)
    app.log.warn(
      { file: config.clockOffsetFile },
      'CLOCK_OFFSET_FILE is set: the clock of schedules is moved (tests only)',
    );
  const publishing = createPublishing({
    store,
    site,
    clock,
    configDir: config.configDir,
    buildsDir: config.buildsDir,
    projectRoot: config.projectRoot,
    timeLimitMs: config.publishTimeLimitMs,
    log: app.log,
    ...(metrics
      ? {
          onFinished: (outcome: 'published' | 'failed', seconds: number) => {
            metrics.publishes.inc({ outcome });
            metrics.publishSeconds.observe({ outcome }, seconds);
          },
          // Counted, not timed: its time is that of the server's death and restart, not of a build.
          onReaped: () => metrics.publishes.inc({ outcome: 'failed' }),
        }
      : {}),
  });
  // A publish cut off by this instance's own death (kill -9, a crash) is failed before visitors come back.
  await publishing
    .reapDead()
    .catch((error: unknown) =>
      app.log.warn({ err: { message: (error as Error).message } }, 'could not look for publishes whose server is gone'),
    );
  const follower = followPublishes(store, site, app.log, PUBLISH_POLL_MS);
  const scheduling = createScheduling({ store, publishing, site, clock });
  const sharing = createSharing({ store, configDir: config.configDir, clock });
  const reviewing = createReviewing({ store, publishing, scheduling, clock, kick: () => outbox.kick() });
  const scheduler = startScheduler({
    store,
    publishing,
    site,
    clock,
    log: app.log,
    pollMs: config.schedulePollMs,
    notify: scheduleNotices(store, scheduling, clock, () => outbox.kick()),
  });
  // Views of the site's pages, counted per day without cookies (src/server/visits/), unless the operator turned it off.
  const counter = config.countVisits
    ? visitCounter({
        visits: store.visits,
        onError: (error) => app.log.warn({ err: error }, 'visit counts not written'),
      })
    : undefined;
  app.addHook('onClose', async () => {
    follower.stop();
    // The scheduler stops looking; a scheduled publish the stop interrupts is given back, to run at the next start.
    const scheduled = scheduler.stop();
    await publishing.close();
    await scheduled;
    await retention.stop();
    await outbox.stop();
    await mailer.close();
    // The last second's views, before the store closes.
    await counter?.close();
    await reports.close();
    await store.close();
  });

  // Beyond this many open connections a new one is closed at once, before it costs anything.
  app.server.maxConnections = config.maxConnections;

  pinLiveBuild(app, site);
  registerSecurityHeaders(app, (request) => (request.siteBuild ?? site.current).headers);
  await app.register(fastifyCookie);
  const forms = formEndpoints(() => site.current.forms);
  await registerRateLimit(
    app,
    options.rateLimitStore ?? databaseRateLimitStore(store.rateLimits),
    metrics && ((request) => metrics.rateLimitRefusals.inc({ route: routeLabel(request, undefined, forms) })),
  );
  issueXsrfCookie(app);
  // Forms speak JSON, or urlencoded when a form is sent without its script (forms/page-post.ts);
  // anything else is answered 415 Unsupported Media Type. Percent-encoding takes up to three bytes
  // for one, so an urlencoded body may be three times the JSON limit for the same text.
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyFormbody, { bodyLimit: 3 * BODY_LIMIT_BYTES });

  // The hooks every page passes through take a callback rather than return a promise: a promise
  // per hook was a measurable share of serving a page from memory (npm run bench, static rate).
  app.addHook('onRequest', (request, reply, done) => {
    // Answered here, the request goes no further: `done` is not called.
    if (!ALLOWED_METHODS.has(request.method) && !(CALL_METHODS.has(request.method) && request.routeOptions.url))
      reply
        .code(405)
        .header('allow', 'GET, HEAD, POST')
        .send({ error: 'Method Not Allowed', message: `${request.method} is not supported.` });
    else done();
  });

  if (metrics) observeRequests(app, metrics, forms);
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?', 1)[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: { type: error.name, message: error.message, stack: error.stack } }, 'request failed');
      return reply.code(500).send({
        error: 'Internal Server Error',
        message: 'Something went wrong on our side. Nothing was saved; please try again.',
      });
    }
    const messages: Record<number, string> = {
      400: 'The request is not valid JSON.',
      413: `The request is larger than ${BODY_LIMIT_BYTES / 1024} KiB.`,
      415: 'Send the form as application/json.',
    };
    return reply.code(status).send({ error: httpReason(status), message: messages[status] ?? error.message });
  });

  await app.register(healthRoutes, { readiness });

  await app.register(formRoutes, {
    forms: (request) => request.siteBuild,
    submissions: store.submissions,
    rateLimit: { max: config.rateLimitPerMinute, windowMs: 60_000 },
    minFillMs: config.formMinFillMs,
    webhookConfigured: config.provisioning !== undefined,
    visitorMailWindowMs,
    // Send at once rather than at the next poll; many posts at once fold into a few runs.
    onStored: () => outbox.kick(),
    pageShowing: formPage,
  });
  await app.register(geoRoutes, { perMinute: Math.max(120, config.rateLimitPerMinute * 10) });
  await app.register(serviceRoutes, {
    catalog: () => site.current.catalog,
    submissions: store.submissions,
    rateLimit: { max: config.rateLimitPerMinute, windowMs: 60_000 },
  });
  await app.register(adminPlugin, {
    prefix: '/admin',
    store,
    publishing,
    scheduling,
    sharing,
    reviewing,
    reports,
    bundleDir: config.adminBundleDir,
    editorBundleDir: config.editorBundleDir,
    projectRoot: config.projectRoot,
    dataDir: config.dataDir,
    forms: () => site.current.forms,
    uploadQuotaBytes: config.draftUploadQuotaBytes,
    notFound: sendNotFoundPage,
  });
  await app.register(sharedPreviewRoutes, {
    sharing,
    store,
    editorBundleDir: config.editorBundleDir,
    // A page of a preview asks for itself, its draft and its pictures: room for a reader, not for guessing.
    rateLimit: { max: Math.max(120, config.rateLimitPerMinute * 6), windowMs: 60_000 },
    notFound: sendNotFoundPage,
  });
  await registerSitePages(app, site, counter);
  app.decorate('metricsUrl', undefined);
  if (metrics && config.metrics) {
    try {
      const server = await startMetricsServer(metrics, config.metrics, app.log.child({ server: 'metrics' }));
      app.metricsUrl = server.url;
      app.addHook('onClose', () => server.close());
    } catch (error) {
      await app.close();
      throw error;
    }
  }
  return app;
}

/** Fastify's trust rule for TRUST_PROXY: a hop count trusts that many hops nearest to the server. */
function proxyTrust(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

function httpReason(status: number): string {
  const reasons: Record<number, string> = {
    400: 'Bad Request',
    404: 'Not Found',
    405: 'Method Not Allowed',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
  };
  return reasons[status] ?? 'Error';
}
