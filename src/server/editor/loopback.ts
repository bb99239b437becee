// `npm run edit` has no login, so only this machine's browser may use it: it listens on 127.0.0.1
// only, and a request naming another host (a page elsewhere that points its own name at 127.0.0.1,
// "DNS rebinding") is refused.
import type { FastifyInstance } from 'fastify';

const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost)(:\d+)?$/;

export function acceptLoopbackHostsOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!LOOPBACK_HOST.test(request.headers.host ?? ''))
      return reply.code(421).send({ error: 'Misdirected Request', message: 'The editor answers only on 127.0.0.1.' });
    return undefined;
  });
}
