// Every metric the server exports, in the Prometheus text format (prom-client), in one place: its
// name, what it counts and its labels. docs/operators.md lists the same (a unit test keeps the two
// in step). Label values come from fixed sets (a route pattern of the code, an endpoint of the
// served build's forms, a kind of submission, an outcome), never from what a client sends: no
// path of an unknown route, no address, no personal data.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { CHECKS, type ReadinessProbe } from '../http/health.ts';
import type { OutboxCounts } from '../store/index.ts';

/** What the gauges read at each scrape: the shared state in the database, and this instance's readiness. */
export interface MetricSources {
  outboxCounts(): Promise<OutboxCounts>;
  readiness: ReadinessProbe;
  /** Told when the database cannot be read: the outbox gauges are then left out of the scrape. */
  onError(error: unknown): void;
  now?: () => Date;
}

/** The prefix of our own metrics; Node's and the process's keep prom-client's standard names. */
export const PREFIX = 'cortracker_';

export interface AppMetrics {
  registry: Registry;
  /** The text of every metric now (the outbox read once for all its gauges). */
  scrape(): Promise<string>;
  requests: Counter<'route' | 'method' | 'status'>;
  pageSeconds: Histogram;
  formPostSeconds: Histogram<'route'>;
  submissionsStored: Counter<'kind' | 'suspected_bot'>;
  outboxPending: Gauge<'kind'>;
  outboxDead: Gauge<'kind'>;
  outboxOldestPendingSeconds: Gauge<'kind'>;
  outboxDeliveries: Counter<'kind' | 'outcome'>;
  rateLimitRefusals: Counter<'route'>;
  publishes: Counter<'outcome'>;
  publishSeconds: Histogram<'outcome'>;
  ready: Gauge;
  readinessChecks: Gauge<'check'>;
}

/** A page is served from memory: most answers take well under a millisecond. */
const PAGE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
/** A form post waits for its durable commit (a few milliseconds, more when the disk is slow). */
const POST_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A publish builds the whole site in a child process: seconds to minutes. */
const PUBLISH_BUCKETS = [5, 10, 20, 30, 60, 120, 300, 600];

/**
 * A registry of its own per app (tests run several apps in one process), with Node's standard
 * metrics: event-loop delay (nodejs_eventloop_lag_*), memory (process_resident_memory_bytes,
 * nodejs_heap_size_*), CPU, open file descriptors and garbage collection.
 */
export function createMetrics(sources: MetricSources): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const now = sources.now ?? (() => new Date());
  /** The outbox as this scrape read it: one database read serves every outbox gauge. */
  let scraped: Promise<OutboxCounts | undefined> | undefined;
  const outboxCounts = () =>
    (scraped ??= sources.outboxCounts().catch((error: unknown) => {
      sources.onError(error);
      return undefined;
    }));
  /** Sets a gauge per kind from the outbox counts, or empties it when they cannot be read (no stale values). */
  const fromOutbox = (read: (counts: OutboxCounts[keyof OutboxCounts]) => number) =>
    async function collect(this: Gauge<'kind'>) {
      const counts = await outboxCounts();
      this.reset();
      if (!counts) return;
      for (const kind of Object.keys(counts) as (keyof OutboxCounts)[]) this.set({ kind }, read(counts[kind]));
    };
  const metrics: AppMetrics = {
    registry,
    async scrape() {
      scraped = undefined;
      return registry.metrics();
    },
    requests: new Counter({
      name: `${PREFIX}http_requests_total`,
      help: 'HTTP requests answered, by route (a route pattern, page, file, redirect or unmatched), method and status.',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    pageSeconds: new Histogram({
      name: `${PREFIX}page_duration_seconds`,
      help: 'Time to answer a GET or HEAD of a page of the site (HTML, the not-found page included).',
      buckets: PAGE_BUCKETS,
      registers,
    }),
    formPostSeconds: new Histogram({
      name: `${PREFIX}form_post_duration_seconds`,
      help: 'Time to answer a form post (or a service booking), by endpoint, the durable commit included.',
      labelNames: ['route'],
      buckets: POST_BUCKETS,
      registers,
    }),
    submissionsStored: new Counter({
      name: `${PREFIX}submissions_stored_total`,
      help: "Submissions committed to the store by this instance, by kind (the form's storage.type, or service) and whether kept aside as a suspected bot.",
      labelNames: ['kind', 'suspected_bot'],
      registers,
    }),
    outboxPending: new Gauge({
      name: `${PREFIX}outbox_pending`,
      help: 'Mails and webhooks waiting to go out (due or retrying later), in the whole database, by kind.',
      labelNames: ['kind'],
      registers,
      collect: fromOutbox((counts) => counts.pending),
    }),
    outboxDead: new Gauge({
      name: `${PREFIX}outbox_dead`,
      help: 'Mails and webhooks that failed MAX_ATTEMPTS times and wait for npm run outbox -- retry, in the whole database, by kind.',
      labelNames: ['kind'],
      registers,
      collect: fromOutbox((counts) => counts.dead),
    }),
    outboxOldestPendingSeconds: new Gauge({
      name: `${PREFIX}outbox_oldest_pending_age_seconds`,
      help: 'How long the oldest mail or webhook still to go out has waited, by kind; 0 when none waits.',
      labelNames: ['kind'],
      registers,
      collect: fromOutbox((counts) =>
        counts.oldestPendingAt === null
          ? 0
          : Math.max(0, (now().getTime() - Date.parse(counts.oldestPendingAt)) / 1000),
      ),
    }),
    outboxDeliveries: new Counter({
      name: `${PREFIX}outbox_deliveries_total`,
      help: 'Delivery attempts of this instance, by kind and outcome: sent, failed (will be retried) or dead (failed for the last time).',
      labelNames: ['kind', 'outcome'],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: `${PREFIX}rate_limit_refusals_total`,
      help: 'Requests refused by a rate limiter (answered 429), by route.',
      labelNames: ['route'],
      registers,
    }),
    publishes: new Counter({
      name: `${PREFIX}publishes_total`,
      help: 'Publishes and rollbacks from /admin run by this instance, by outcome: published or failed.',
      labelNames: ['outcome'],
      registers,
    }),
    publishSeconds: new Histogram({
      name: `${PREFIX}publish_duration_seconds`,
      help: 'Time from the start of a publish or rollback to its end (site live, or failed), by outcome.',
      labelNames: ['outcome'],
      buckets: PUBLISH_BUCKETS,
      registers,
    }),
    ready: new Gauge({
      name: `${PREFIX}ready`,
      help: '1 while /readyz answers 200 (every readiness check passes), else 0.',
      registers,
      async collect() {
        this.set((await sources.readiness()).ready ? 1 : 0);
      },
    }),
    readinessChecks: new Gauge({
      name: `${PREFIX}readiness_check`,
      help: 'Each check of /readyz: 1 passing, 0 failing. check="database": the store takes a write; check="mail": no mail has waited over an hour.',
      labelNames: ['check'],
      registers,
      async collect() {
        const { checks } = await sources.readiness();
        for (const check of CHECKS) this.set({ check }, checks[check].ok ? 1 : 0);
      },
    }),
  };
  // Counters an alert or a rate() reads exist from the start at 0: a series that first appears at
  // 1 shows Prometheus no increase.
  for (const outcome of ['published', 'failed']) metrics.publishes.inc({ outcome }, 0);
  for (const kind of ['mail', 'webhook'])
    for (const outcome of ['sent', 'failed', 'dead']) metrics.outboxDeliveries.inc({ kind, outcome }, 0);
  return metrics;
}
