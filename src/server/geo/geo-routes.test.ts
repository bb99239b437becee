// The geo lookups of the sign-up form at the request level, in the answer shapes of SPEC section 7.
import { describe, expect, it } from 'vitest';
import { setUpFixtureApp } from '../../../tests/support/fixture-app.ts';

describe('the geo endpoints', () => {
  const server = setUpFixtureApp();
  const lookup = (url: string, payload: object) =>
    server().app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  it('list countries with their currency and dial code, cacheable for a day', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/geo/countries' });
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const { data } = response.json<{ data: { iso2: string }[] }>();
    expect(data.find((entry) => entry.iso2 === 'IN')).toMatchObject({
      country: 'India',
      currency: 'INR',
      dialCode: '+91',
    });
  });

  it('answer data.states with names, and the cities of a state as a list of names, by name or code', async () => {
    const states = (await lookup('/api/geo/states', { country: 'India' })).json<{
      data: { states: { name: string }[] };
    }>();
    expect(states.data.states.map((state) => state.name)).toContain('Telangana');
    const cities = (await lookup('/api/geo/cities', { country: 'IN', state: 'Telangana' })).json<{ data: string[] }>();
    expect(cities.data).toContain('Hyderabad');
  });

  it('answer 404 for an unknown country or state, 400 for a body of another shape', async () => {
    expect((await lookup('/api/geo/states', { country: 'Atlantis' })).statusCode).toBe(404);
    expect((await lookup('/api/geo/states', { nation: 'India' })).statusCode).toBe(400);
    expect((await lookup('/api/geo/cities', { country: 'IN', state: 'Nowhere' })).statusCode).toBe(404);
    expect((await lookup('/api/geo/cities', { country: 'IN' })).statusCode).toBe(400);
  });
});
