// The countries of the geo data, read from disk for the validator's check of what a form fills in
// (src/shared/config-check/geo-fill-checks.ts); src/server/geo/geo-data.ts reads the same file
// through the package's API.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { countryFacts, type Country, type CountryEntry } from '../../src/shared/geo/country-facts.ts';

let countries: Country[] | undefined;

/** Read once, when a form first fills fields from the chosen country. */
export function loadCountries(): Country[] {
  const file = createRequire(import.meta.url).resolve('@countrystatecity/countries/data/countries.json');
  return (countries ??= (JSON.parse(readFileSync(file, 'utf8')) as CountryEntry[]).map(countryFacts));
}
