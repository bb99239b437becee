// What a form fills in from the chosen country (geo.fill: currency, symbol, dialling code) passes
// that field's own rules, for every country of the data our geo endpoints serve: a visitor must
// never see an error on a value they did not type. A currency or symbol is filled as it is; a
// dialling code is the start of a number, so it must be one that digits can complete.
import type { ValidateFunction } from 'ajv';
import { createFormAjv } from '../forms/ajv.ts';
import type { Country } from '../geo/country-facts.ts';
import type { FormDefinition } from '../generated/config-types.ts';
import { problemAt, type JsonSource, type Problem } from './json-source.ts';

type FillKey = keyof NonNullable<NonNullable<FormDefinition['geo']>['fill']>;

/** Whether the value, or the value followed by some digits (a dialling code is only the start), passes. */
function passes(validate: ValidateFunction, field: string, value: string, key: FillKey): boolean {
  const tails = key === 'dialCode' ? Array.from({ length: 16 }, (_unused, length) => '5'.repeat(length)) : [''];
  return tails.some((tail) => validate({ [field]: value + tail }) === true);
}

const MAX_EXAMPLES = 5;

export function geoFillProblems(
  form: FormDefinition,
  source: JsonSource,
  countries: () => readonly Country[],
): Problem[] {
  const fill = form.geo?.fill;
  if (!fill) return [];
  const problems: Problem[] = [];
  for (const [key, field] of Object.entries(fill) as [FillKey, string][]) {
    const rules = form.schema.properties[field];
    // A fill naming no field is reported with the other field references (form-field-refs.ts).
    if (!rules) continue;
    const validate = createFormAjv().compile({ type: 'object', properties: { [field]: rules } });
    const refused = countries().filter((country) => country[key] !== '' && !passes(validate, field, country[key], key));
    if (refused.length === 0) continue;
    const examples = refused
      .slice(0, MAX_EXAMPLES)
      .map((country) => `"${country[key]}" (${country.country}, ${country.iso2})`);
    const more = refused.length > MAX_EXAMPLES ? ` and ${refused.length - MAX_EXAMPLES} more` : '';
    problems.push(
      problemAt(
        source,
        `/geo/fill/${key}`,
        `${field} is filled from the chosen country with values its own rules refuse: ${examples.join(', ')}${more}`,
        `widen the rules of ${field} under schema.properties: a real value must never be refused`,
      ),
    );
  }
  return problems;
}
