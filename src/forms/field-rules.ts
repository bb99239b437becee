// What changing one field does to others, as the form's config says: a hidden "other" field empties,
// a new country clears state and city and fills currency and dial code, a new state clears the city.
import type { FormDefinition, FormValues } from '../shared/forms/definition.ts';
import { isShown } from '../shared/forms/show-when.ts';

export interface CountryFacts {
  iso2: string;
  currency: string;
  currencySymbol: string;
  dialCode: string;
}

export interface RulesOutcome {
  values: FormValues;
  /** The geo lists to load now. */
  loadStatesOf?: string;
  loadCitiesOf?: { country: string; state: string };
}

export function applyFieldRules(
  form: FormDefinition,
  previous: FormValues,
  next: FormValues,
  countries: CountryFacts[],
): RulesOutcome {
  const values: FormValues = { ...next };
  for (const field of Object.keys(form.schema.properties)) {
    if (!isShown(form, field, values)) delete values[field];
  }
  const geo = form.geo;
  if (!geo) return { values };
  const outcome: RulesOutcome = { values };
  const country = values[geo.country];
  if (country !== previous[geo.country]) {
    delete values[geo.state];
    delete values[geo.city];
    if (typeof country === 'string') {
      outcome.loadStatesOf = country;
      const facts = countries.find((entry) => entry.iso2 === country);
      const fill = geo.fill ?? {};
      if (facts) {
        for (const [key, field] of Object.entries(fill) as [keyof Omit<CountryFacts, 'iso2'>, string][]) {
          if ((values[field] === undefined || values[field] === '') && facts[key]) values[field] = facts[key];
        }
      }
    }
  } else if (values[geo.state] !== previous[geo.state]) {
    delete values[geo.city];
    const state = values[geo.state];
    if (typeof country === 'string' && typeof state === 'string') outcome.loadCitiesOf = { country, state };
  }
  return outcome;
}
