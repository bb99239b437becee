// Health for process managers and load balancers. /healthz (liveness) says only that the process
// answers. /readyz (readiness) says whether this instance should get traffic: 503 when the store
// does not take a write (its probe write fails, the data folder of an SQLite store takes no new
// bytes, or a visitor's submission failed lately: write-outcomes.ts), or when mail has waited more
// than an hour (the outbox is stuck: the sales team would not hear of new leads). Its body names each check and whether it passes, so an
// operator sees at once which one failed; it never tells how much is queued or since when (the
// details go to the log).
import type { RoutePlugin } from './route-plugin.ts';
import type { Store } from '../store/index.ts';
import { probeDataFolder } from './data-folder-probe.ts';
import type { WriteOutcomes } from './write-outcomes.ts';

/** What readiness asks of the store: a probe write, and the outbox's oldest waiting mail. */
export type ReadinessStore = Pick<Store, 'probeWrite'> & { outbox: Pick<Store['outbox'], 'oldestPendingMailAt'> };

/** Mail older than this still waiting to go out makes the instance not ready. */
export const STUCK_MAIL_MS = 3_600_000;
/** A readiness answer is reused this long, so a flood of /readyz costs one probe write, not one each. */
const READINESS_REUSE_MS = 2000;

export const CHECKS = ['database', 'mail'] as const;
export type CheckName = (typeof CHECKS)[number];

/** One check: passing, or failing with a sentence anyone may read and the details for the log. */
export type CheckResult = { ok: true } | { ok: false; failing: string; detail: string };

export interface Readiness {
  ready: boolean;
  checks: Record<CheckName, CheckResult>;
}

const failing = (failingText: string, detail: string): CheckResult => ({ ok: false, failing: failingText, detail });

/** What readiness watches besides the store itself. */
export interface ReadinessOptions {
  now?: () => Date;
  /** The folder that must take new bytes for the store to (SQLite's DATA_DIR); none for PostgreSQL. */
  dataDir?: string;
  /** The outcomes of the visitors' writes. */
  writes?: Pick<WriteOutcomes, 'recentFailure'>;
}

async function databaseCheck(store: ReadinessStore, options: ReadinessOptions, now: Date): Promise<CheckResult> {
  const noWrite = (error: unknown) => failing('the database takes no write', String((error as Error).message ?? error));
  try {
    await store.probeWrite(now);
    if (options.dataDir) await probeDataFolder(options.dataDir);
  } catch (error) {
    return noWrite(error);
  }
  const failure = options.writes?.recentFailure(now);
  if (failure) return noWrite(`a submission failed to be stored at ${failure.at.toISOString()}: ${failure.message}`);
  return { ok: true };
}

async function mailCheck(store: ReadinessStore, now: Date): Promise<CheckResult> {
  try {
    const oldest = await store.outbox.oldestPendingMailAt();
    if (oldest !== null && now.getTime() - Date.parse(oldest) > STUCK_MAIL_MS)
      return failing(
        'mail has waited more than an hour to go out',
        `mail queued at ${oldest} is still waiting to go out`,
      );
    return { ok: true };
  } catch (error) {
    return failing('the mail queue cannot be read', String((error as Error).message ?? error));
  }
}

/** Runs every check (each on its own: a database that takes no write may still be read). */
export async function checkReadiness(
  store: ReadinessStore,
  now: Date,
  options: ReadinessOptions = {},
): Promise<Readiness> {
  const [database, mail] = await Promise.all([databaseCheck(store, options, now), mailCheck(store, now)]);
  return { ready: database.ok && mail.ok, checks: { database, mail } };
}

/** The readiness of this instance, checked at most once per READINESS_REUSE_MS (for /readyz and the metrics). */
export type ReadinessProbe = () => Promise<Readiness>;

export function readinessProbe(store: ReadinessStore, options: ReadinessOptions = {}): ReadinessProbe {
  const now = options.now ?? (() => new Date());
  let last: { at: number; answer: Promise<Readiness> } | undefined;
  return () => {
    const at = now().getTime();
    if (!last || at - last.at >= READINESS_REUSE_MS) last = { at, answer: checkReadiness(store, now(), options) };
    return last.answer;
  };
}

export const healthRoutes: RoutePlugin<{ readiness: ReadinessProbe }> = async (app, { readiness }) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    const { ready, checks } = await readiness();
    reply.header('cache-control', 'no-store');
    const said = Object.fromEntries(
      CHECKS.map((name) => {
        const check = checks[name];
        return [name, check.ok ? 'ok' : `failing: ${check.failing}`];
      }),
    );
    if (ready) return { status: 'ok', checks: said };
    const details = Object.fromEntries(
      CHECKS.flatMap((name) => {
        const check = checks[name];
        return check.ok ? [] : [[name, check.detail]];
      }),
    );
    request.log.warn({ failing: details }, 'not ready');
    return reply.code(503).send({ status: 'unavailable', checks: said });
  });
};
