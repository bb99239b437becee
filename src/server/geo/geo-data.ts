// Countries, states and cities from the embedded countries-states-cities database (ODbL, credited on
// the sign-up page). Each country's states and each state's cities load from disk only when asked.
import { getCitiesOfState, getCountries, getStatesOfCountry } from '@countrystatecity/countries';
import { countryFacts, type Country } from '../../shared/geo/country-facts.ts';

export type { Country };

export interface State {
  name: string;
  state_code: string;
}

let countries: Promise<Country[]> | undefined;

export function listCountries(): Promise<Country[]> {
  countries ??= getCountries().then((all) =>
    all.map(countryFacts).sort((a, b) => a.country.localeCompare(b.country, 'en')),
  );
  return countries;
}

/** A country by ISO code or by name, as the spec's calls name it by either. */
export async function findCountry(nameOrCode: string): Promise<Country | undefined> {
  const wanted = nameOrCode.trim().toLowerCase();
  return (await listCountries()).find(
    (entry) => entry.iso2.toLowerCase() === wanted || entry.country.toLowerCase() === wanted,
  );
}

export async function listStates(country: Country): Promise<State[]> {
  const states = await getStatesOfCountry(country.iso2);
  return states
    .map((state) => ({ name: state.name, state_code: state.iso2 }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export async function listCities(country: Country, stateNameOrCode: string): Promise<string[] | undefined> {
  const wanted = stateNameOrCode.trim().toLowerCase();
  const state = (await listStates(country)).find(
    (entry) => entry.state_code.toLowerCase() === wanted || entry.name.toLowerCase() === wanted,
  );
  if (!state) return undefined;
  const cities = await getCitiesOfState(country.iso2, state.state_code);
  return [...new Set(cities.map((city) => city.name))].sort((a, b) => a.localeCompare(b, 'en'));
}
