// Counts and times every answer of the public app, after it was sent (onResponse), with labels of
// bounded sets only (route-label.ts).
import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './metrics.ts';
import { methodLabel, routeLabel, type FormEndpoints } from './route-label.ts';

export function observeRequests(app: FastifyInstance, metrics: AppMetrics, forms: FormEndpoints): void {
  // A callback hook, not an async one: it runs for every page (see app.ts on hook costs).
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request, reply, forms);
    const method = methodLabel(request.method);
    metrics.requests.inc({ route, method, status: String(reply.statusCode) });
    const seconds = reply.elapsedTime / 1000;
    if (route === 'page' && method !== 'POST') metrics.pageSeconds.observe(seconds);
    else if (method === 'POST' && route.startsWith('/api/') && route !== '/api/*')
      metrics.formPostSeconds.observe({ route }, seconds);
    done();
  });
}
