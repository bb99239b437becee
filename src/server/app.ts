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
import { eventLoopBusy, startOutboxWorker } from './outbox/index.ts';
import { startRetention } from './privacy/retention.ts';
import { createPublishing } from './publish/publishing.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { FileBodies } from './static-files.ts';
import { reportCatalog, serviceRoutes } from './services/booking-routes.ts';
import { followPublishes } from './site/follow-publishes.ts';
import { LiveSite } from './site/live-site.ts';
import { startBuild } from './site/served-build.ts';
import { reportIndexing } from './site/site-build.ts';
import { formPage, pinLiveBuild, registerSitePages, sendNotFoundPage } from './site/site-pages.ts';
import { openStore } from './store/index.ts';

const HOUR_MS = 3_600_000;
const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST']);
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
  });
  const readiness = readinessProbe(opened);
  const metrics = config.metrics
    ? createMetrics({
        outboxCounts: () => opened.outbox.outboxCounts(),
        readiness,
        onError: (error) => app.log.warn({ err: error }, 'metrics: the outbox could not be counted'),
      })
    : undefined;
  const store = metrics ? countingSubmissions(opened, metrics) : opened;
  let site: LiveSite;
  try {
    site = new LiveSite(await startBuild(config.distDir, store, new FileBodies(config.staticCacheBytes)));
  } catch (error) {
    await store.close();
    throw error;
  }
  reportCatalog(app.log, site.current.catalog);
  for (const build of site.builds) reportIndexing(app.log, build);
  site.onSwap((build) => reportCatalog(app.log, build.catalog));
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
    log: (entry) => app.log.info(entry, 'outbox'),
    ...(metrics ? { onOutcome: (kind, outcome) => metrics.outboxDeliveries.inc({ kind, outcome }) } : {}),
  });
  const visitorMailWindowMs = config.confirmationMailHours * HOUR_MS;
  const retention = startRetention({
    store,
    dataDir: config.dataDir,
    retentionDays: config.retentionDays,
    recipientWindowMs: visitorMailWindowMs,
    log: (entry) => app.log.info(entry, 'retention'),
  });
  const publishing = createPublishing({
    store,
    site,
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
        }
      : {}),
  });
  const follower = followPublishes(store, site, app.log, PUBLISH_POLL_MS);
  app.addHook('onClose', async () => {
    follower.stop();
    await publishing.close();
    await retention.stop();
    await outbox.stop();
    await mailer.close();
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
    if (!ALLOWED_METHODS.has(request.method))
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
    bundleDir: config.adminBundleDir,
    editorBundleDir: config.editorBundleDir,
    projectRoot: config.projectRoot,
    dataDir: config.dataDir,
    forms: () => site.current.forms,
    uploadQuotaBytes: config.draftUploadQuotaBytes,
    notFound: sendNotFoundPage,
  });
  await registerSitePages(app, site);
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
