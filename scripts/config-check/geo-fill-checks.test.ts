import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { compileFormSchema } from '../../src/shared/forms/ajv.ts';
import { countryFacts, type Country } from '../../src/shared/geo/country-facts.ts';
import type { FormDefinition } from '../../src/shared/generated/config-types.ts';
import { geoFillProblems } from '../../src/shared/config-check/geo-fill-checks.ts';
import { loadCountries } from './countries.ts';
import type { JsonSource } from '../../src/shared/config-check/json-source.ts';
import { readJsonSource } from './json-source.ts';

const source = readJsonSource(
  join(resolve(import.meta.dirname, '../..'), FIXTURE_CONFIG_DIR, 'forms/signup.json'),
).source!;
const signup = source.value as FormDefinition;
const fill = signup.geo!.fill!;
const countries = loadCountries();

/** The fixture sign-up form with other rules for one field. */
function withRules(field: string, rules: object): { form: FormDefinition; source: JsonSource } {
  const form = structuredClone(signup);
  form.schema.properties[field] = { ...form.schema.properties[field]!, ...rules };
  return { form, source: { ...source, value: form } };
}

describe('what the sign-up form fills in from the country', () => {
  it('passes the form’s own rules for every country of the geo data', () => {
    expect(countries.length).toBeGreaterThan(240);
    const { validate } = compileFormSchema(signup);
    /** The broken rules of these fields when the form holds these values (the form's other fields aside). */
    const broken = (values: Record<string, string>) =>
      validate(values)
        ? []
        : (validate.errors ?? []).filter(
            (error) => error.instancePath !== '' && Object.hasOwn(values, error.instancePath.slice(1)),
          );
    const refused = countries.flatMap((country) => {
      const filled = broken({ [fill.currency!]: country.currency, [fill.currencySymbol!]: country.currencySymbol }).map(
        (error) => `${country.iso2} ${error.instancePath} ${error.keyword}`,
      );
      // A dialling code is where the visitor's number starts: some digits after it make a valid number.
      const completes =
        country.dialCode === '' ||
        Array.from({ length: 16 }, (_unused, digits) => country.dialCode + '5'.repeat(digits)).some(
          (mobile) => broken({ [fill.dialCode!]: mobile }).length === 0,
        );
      return completes ? filled : [...filled, `${country.iso2} ${country.dialCode} never completes`];
    });
    expect(refused).toEqual([]);
    // Somalia's symbol is six characters long: the rule that once refused it must not come back.
    expect(countries.find((country) => country.iso2 === 'SO')).toMatchObject({
      currency: 'SOS',
      currencySymbol: 'Sh.so.',
    });
    expect(geoFillProblems(signup, source, () => countries)).toEqual([]);
  });

  it('names the countries whose values a field’s rules refuse', () => {
    const narrow = withRules(fill.currencySymbol!, { maxLength: 5, pattern: '^\\S{1,5}$' });
    const [problem, ...others] = geoFillProblems(narrow.form, narrow.source, () => countries);
    expect(others).toEqual([]);
    expect(problem).toMatchObject({
      pointer: '/geo/fill/currencySymbol',
      message: `${fill.currencySymbol} is filled from the chosen country with values its own rules refuse: "Sh.so." (Somalia, SO)`,
    });
  });

  it('takes a dialling code as the start of a number: refused only when no digits can complete it', () => {
    const country = (iso2: string, dialCode: string): Country => ({
      country: `Land ${iso2}`,
      iso2,
      currency: 'USD',
      currencySymbol: '$',
      dialCode,
    });
    const list = [country('AA', '+1'), country('SX', '+1721'), country('BV', '+0055')];
    expect(geoFillProblems(signup, source, () => list).map((problem) => problem.message)).toEqual([
      `${fill.dialCode} is filled from the chosen country with values its own rules refuse: "+0055" (Land BV, BV)`,
    ]);
  });
});

describe('the countries as our geo endpoints describe them', () => {
  it('start a dialling code with the data’s first group of digits, and give none that no number can start with', () => {
    const dial = (phonecode: string | number) => countryFacts({ name: 'X', iso2: 'XX', phonecode }).dialCode;
    expect([dial(91), dial('+44'), dial('1-268'), dial('1721'), dial('0055'), dial('')]).toEqual([
      '+91',
      '+44',
      '+1',
      '+1721',
      '',
      '',
    ]);
    expect(countries.find((entry) => entry.iso2 === 'BV')?.dialCode).toBe('');
  });
});
