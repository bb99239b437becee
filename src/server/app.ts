// The HTTP server: the prerendered site, health check and API, behind strict security headers.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerSitePages } from './site-pages.ts';

const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST']);
export const BODY_LIMIT_BYTES = 16 * 1024;

export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    // One log line per request, written in onResponse below, without query strings or bodies.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Judge request bodies exactly as the browser form does: no silent fixes.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: true } },
  });

  registerSecurityHeaders(app);

  app.addHook('onRequest', async (request, reply) => {
    if (!ALLOWED_METHODS.has(request.method)) {
      return reply.code(405).header('allow', 'GET, HEAD, POST').send({ error: 'Method Not Allowed', message: `${request.method} is not supported.` });
    }
    return undefined;
  });

  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, path: request.url.split('?', 1)[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  await registerSitePages(app, config.distDir);
  return app;
}
