// The geo lookups of the sign-up form, in the answer shapes of SPEC section 7: a list with a
// "country" field; data.states with "name"; data as a list of city names. Read-only, so no token.
import { rateLimiter } from '../http/rate-limit.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';
import { findCountry, listCities, listCountries, listStates } from './geo-data.ts';

const place = { type: 'string', minLength: 1, maxLength: 80 } as const;
const statesBody = {
  type: 'object',
  required: ['country'],
  additionalProperties: false,
  properties: { country: place },
} as const;
const citiesBody = {
  type: 'object',
  required: ['country', 'state'],
  additionalProperties: false,
  properties: { country: place, state: place },
} as const;

export const geoRoutes: RoutePlugin<{ perMinute: number }> = async (app, { perMinute }) => {
  const limit = rateLimiter(app, 'geo', { max: perMinute, windowMs: 60_000 });
  const badRequest = (message: string) => ({ error: true, msg: message });

  app.get('/api/geo/countries', { preHandler: limit }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return { error: false, msg: 'countries retrieved', data: await listCountries() };
  });

  app.post(
    '/api/geo/states',
    { preHandler: limit, schema: { body: statesBody }, attachValidation: true },
    async (request, reply) => {
      if (request.validationError) return reply.code(400).send(badRequest('Send {"country": "<name or ISO code>"}.'));
      const { country: wanted } = request.body;
      const country = await findCountry(wanted);
      if (!country) return reply.code(404).send(badRequest('Country not found.'));
      return {
        error: false,
        msg: 'states retrieved',
        data: { name: country.country, iso2: country.iso2, states: await listStates(country) },
      };
    },
  );

  app.post(
    '/api/geo/cities',
    { preHandler: limit, schema: { body: citiesBody }, attachValidation: true },
    async (request, reply) => {
      if (request.validationError)
        return reply.code(400).send(badRequest('Send {"country": "<name or ISO code>", "state": "<name or code>"}.'));
      const { country: wantedCountry, state } = request.body;
      const country = await findCountry(wantedCountry);
      if (!country) return reply.code(404).send(badRequest('Country not found.'));
      const cities = await listCities(country, state);
      if (!cities) return reply.code(404).send(badRequest('State not found.'));
      return { error: false, msg: 'cities retrieved', data: cities };
    },
  );
};
