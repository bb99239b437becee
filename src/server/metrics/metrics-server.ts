// GET /metrics for Prometheus, on a listener of its own (METRICS_HOST:METRICS_PORT), never on the
// public one: the public app has no such route. With METRICS_TOKEN the scraper must send it as a
// bearer token (Prometheus: `authorization: { credentials: … }` in the scrape config).
import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppMetrics } from './metrics.ts';
import { ConfigError } from '../config.ts';
import type { MetricsSettings } from './settings.ts';

export interface MetricsServer {
  /** http://host:port, the port the system gave when METRICS_PORT is 0. */
  url: string;
  close(): Promise<void>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the token; compared in constant time. */
function authorized(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!.trim()), digest(token));
}

export function metricsApp(
  metrics: Pick<AppMetrics, 'registry' | 'scrape'>,
  token: string | undefined,
  log: FastifyBaseLogger,
): FastifyInstance {
  const app = Fastify({ loggerInstance: log, logController: new LogController({ disableRequestLogging: true }) });
  app.get('/metrics', async (request, reply) => {
    if (token !== undefined && !authorized(request.headers.authorization, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'Unauthorized', message: 'Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>".' });
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
    return metrics.scrape();
  });
  return app;
}

export async function startMetricsServer(
  metrics: AppMetrics,
  settings: MetricsSettings,
  log: FastifyBaseLogger,
): Promise<MetricsServer> {
  const app = metricsApp(metrics, settings.token, log);
  try {
    const address = await app.listen({ port: settings.port, host: settings.host });
    return { url: address, close: () => app.close() };
  } catch (error) {
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    const where = `${settings.host}:${settings.port}`;
    if (code === 'EADDRINUSE')
      throw new ConfigError(
        `METRICS_PORT ${settings.port} is already in use on ${settings.host}: choose a free port for the metrics.`,
      );
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      throw new ConfigError(
        `METRICS_HOST "${settings.host}" is no address of this machine: use 127.0.0.1, or an address of one of its interfaces.`,
      );
    if (code === 'EACCES')
      throw new ConfigError(`The metrics may not listen on ${where}: use a port above 1023 (e.g. METRICS_PORT=9464).`);
    throw error;
  }
}
