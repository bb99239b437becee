// Health for process managers and load balancers. /healthz (liveness) says only that the process
// answers. /readyz (readiness) says whether this instance should get traffic: 503 when the store
// does not take a write, or when mail has waited more than an hour (the outbox is stuck: the sales
// team would not hear of new leads). Neither tells anyone why, or how much is queued: the reason
// goes to the log.
import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/index.ts';

/** What readiness asks of the store: a probe write, and the outbox's oldest waiting mail. */
export type ReadinessStore = Pick<Store, 'probeWrite'> & { outbox: Pick<Store['outbox'], 'oldestPendingMailAt'> };

/** Mail older than this still waiting to go out makes the instance not ready. */
export const STUCK_MAIL_MS = 3_600_000;
/** A readiness answer is reused this long, so a flood of /readyz costs one probe write, not one each. */
const READINESS_REUSE_MS = 2000;

export type Readiness = { ready: true } | { ready: false; reason: string };

export async function checkReadiness(store: ReadinessStore, now: Date): Promise<Readiness> {
  try {
    await store.probeWrite(now);
  } catch (error) {
    return { ready: false, reason: `the store takes no write: ${(error as Error).message}` };
  }
  const oldest = await store.outbox.oldestPendingMailAt();
  if (oldest !== null && now.getTime() - Date.parse(oldest) > STUCK_MAIL_MS)
    return { ready: false, reason: `mail queued at ${oldest} is still waiting to go out` };
  return { ready: true };
}

export function registerHealthRoutes(
  app: FastifyInstance,
  store: ReadinessStore,
  now: () => Date = () => new Date(),
): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  let last: { at: number; answer: Promise<Readiness> } | undefined;
  app.get('/readyz', async (request, reply) => {
    const at = now().getTime();
    if (!last || at - last.at >= READINESS_REUSE_MS) {
      last = {
        at,
        answer: checkReadiness(store, now()).catch((error: unknown) => ({
          ready: false as const,
          reason: String(error),
        })),
      };
    }
    const readiness = await last.answer;
    reply.header('cache-control', 'no-store');
    if (readiness.ready) return { status: 'ok' };
    request.log.warn({ reason: readiness.reason }, 'not ready');
    return reply.code(503).send({ status: 'unavailable' });
  });
}
