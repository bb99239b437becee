import { describe, expect, it } from 'vitest';
import { findCountry, listCities, listCountries, listStates } from './geo-data.ts';

describe('geo data', () => {
  it('lists countries with currency and dial code, found by code or name', async () => {
    const countries = await listCountries();
    expect(countries.length).toBeGreaterThan(200);
    expect(await findCountry('in')).toMatchObject({ country: 'India', iso2: 'IN', currency: 'INR', dialCode: '+91' });
    expect(await findCountry('United States')).toMatchObject({
      iso2: 'US',
      currency: 'USD',
      currencySymbol: '$',
      dialCode: '+1',
    });
    expect(await findCountry('Atlantis')).toBeUndefined();
  });

  it('loads states per country and cities per state, by name or code', async () => {
    const india = (await findCountry('IN'))!;
    const states = await listStates(india);
    expect(states.map((state) => state.name)).toContain('Telangana');
    const byName = await listCities(india, 'Telangana');
    expect(byName).toContain('Hyderabad');
    expect(await listCities(india, 'TG')).toEqual(byName);
    expect(await listCities(india, 'Nowhere')).toBeUndefined();
  });

  it('handles a country without states', async () => {
    expect(await listStates((await findCountry('VA'))!)).toEqual([]);
  });
});
