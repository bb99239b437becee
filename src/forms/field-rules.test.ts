import { describe, expect, it } from 'vitest';
import { signupForm as form } from '../../tests/unit/fixture-forms.ts';
import { isShown } from '../shared/forms/show-when.ts';
import { applyFieldRules } from './field-rules.ts';

const india = { iso2: 'IN', currency: 'INR', currencySymbol: '₹', dialCode: '+91' };

describe('field rules of the sign-up form', () => {
  it('shows the other-industry input only for "Other", and empties it when hidden', () => {
    expect(isShown(form, 'OtherIndustry', { Industry: 'Fixture trade' })).toBe(false);
    expect(isShown(form, 'OtherIndustry', { Industry: 'Other' })).toBe(true);
    const { values } = applyFieldRules(
      form,
      { Industry: 'Other', OtherIndustry: 'Mining' },
      { Industry: 'Fixture trade', OtherIndustry: 'Mining' },
      [],
    );
    expect(values).toEqual({ Industry: 'Fixture trade' });
  });

  it('a new country clears state and city, loads its states and fills what is still empty', () => {
    const outcome = applyFieldRules(
      form,
      { country: 'US', Stat: 'Texas', City: 'Austin' },
      { country: 'IN', Stat: 'Texas', City: 'Austin', Currency: 'USD' },
      [india],
    );
    expect(outcome.values).toEqual({ country: 'IN', Currency: 'USD', CurrencySymbol: '₹', Mobile: '+91' });
    expect(outcome.loadStatesOf).toBe('IN');
  });

  it('a new state clears the city and loads the state’s cities', () => {
    const outcome = applyFieldRules(
      form,
      { country: 'IN', Stat: 'Goa', City: 'Panaji' },
      { country: 'IN', Stat: 'Telangana', City: 'Panaji' },
      [india],
    );
    expect(outcome.values).toEqual({ country: 'IN', Stat: 'Telangana' });
    expect(outcome.loadCitiesOf).toEqual({ country: 'IN', state: 'Telangana' });
  });
});
