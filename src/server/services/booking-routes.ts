// POST /api/services/bookings: records that a visitor agreed to the policies and is leaving for a
// service's checkout, then answers with that service's checkout link. Protected like the form
// endpoints (rate limit, anti-forgery token, an exact schema). The link handed out is the catalog's
// and must be on the allowlist: a link off it is refused with a 500, never followed.
import type { FastifyBaseLogger } from 'fastify';
import { BOOKINGS_PATH, checkoutLinkProblem } from '../../shared/services/checkout-link.ts';
import { rateLimiter, type RateLimit } from '../http/rate-limit.ts';
import { requireXsrfToken } from '../http/xsrf.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';
import type { SubmissionStore } from '../store/index.ts';
import { bookingBodyChecker } from './booking-body.ts';
import { SERVICES_META, type ServiceCatalog } from '../../shared/build-meta.ts';

export interface ServiceRoutesOptions {
  /** The catalog of the build being served now, asked on every booking (a publish may swap it); undefined for a build without one. */
  catalog: () => ServiceCatalog | undefined;
  submissions: SubmissionStore;
  rateLimit: RateLimit;
}

/** Tells the operator what a build's catalog means for bookings: test-mode links, links off the allowlist, or no catalog at all. */
export function reportCatalog(log: FastifyBaseLogger, catalog: ServiceCatalog | undefined): void {
  if (!catalog) {
    // Visitors still reach the checkout (the browser falls back to the card's link); only the record is lost.
    log.warn(`no ${BOOKINGS_PATH} endpoint: the build has no ${SERVICES_META} (run npm run build)`);
    return;
  }
  if (catalog.checkoutMode === 'test')
    log.warn('paid services: the checkout links are in test mode, no real payment is taken');
  for (const service of catalog.services) {
    const problem = checkoutLinkProblem(service.checkoutUrl, catalog.allowedCheckoutHosts);
    if (problem)
      log.error(
        { service: service.index, checkoutUrl: service.checkoutUrl },
        `checkout link refused: ${problem}; bookings of this service will fail`,
      );
  }
}

/** Each catalog's body check compiled once. */
const checkers = new WeakMap<ServiceCatalog, ReturnType<typeof bookingBodyChecker>>();

function checkerOf(catalog: ServiceCatalog) {
  let check = checkers.get(catalog);
  if (!check) {
    check = bookingBodyChecker(catalog.services.map((service) => service.index));
    checkers.set(catalog, check);
  }
  return check;
}

export const serviceRoutes: RoutePlugin<ServiceRoutesOptions> = async (
  app,
  { catalog: catalogNow, submissions, rateLimit },
) => {
  app.post(
    BOOKINGS_PATH,
    { preHandler: [rateLimiter(app, 'bookings', rateLimit), requireXsrfToken] },
    async (request, reply) => {
      const catalog = catalogNow();
      if (!catalog) return reply.code(404).send({ error: 'Not Found', message: 'No such endpoint.' });
      const verdict = checkerOf(catalog)(request.body);
      if (!verdict.ok) return reply.code(400).send(verdict.body);
      // The schema admits only indexes of the catalog, so the service exists.
      const service = catalog.services.find((candidate) => candidate.index === verdict.request.serviceIndex)!;
      const problem = checkoutLinkProblem(service.checkoutUrl, catalog.allowedCheckoutHosts);
      if (problem) {
        request.log.error(
          { service: service.index, checkoutUrl: service.checkoutUrl },
          `checkout link refused: ${problem}; answering 500 instead of sending the visitor there`,
        );
        return reply.code(500).send({
          error: 'Internal Server Error',
          message: 'This service cannot be booked online right now. Nothing was saved; please contact us.',
        });
      }
      // A booking carries no e-mail address (the visitor gives it to the payment provider), so it
      // is linked to no lead.
      const { id } = await submissions.insertSubmission({
        type: 'service',
        payload: {
          serviceIndex: service.index,
          title: service.title,
          price: service.price,
          currency: catalog.currency,
        },
        meta: { policies: catalog.policies, agreedAt: new Date().toISOString() },
        ip: request.ip,
        ...(verdict.request.source ? { source: verdict.request.source } : {}),
        outbox: [],
      });
      request.log.info({ submission: id, service: service.index }, 'booking stored');
      return reply.code(201).send({ id, checkoutUrl: service.checkoutUrl });
    },
  );
};
