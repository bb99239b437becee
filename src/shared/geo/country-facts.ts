// What our geo endpoints say about a country, read from an entry of the countries-states-cities
// database: its name, code, currency and dialling code. The server lists these; the config validator
// checks them against the rules of the fields a form fills from them (geo.fill), so one reading of
// the data serves both.

/** The fields of a database entry this reading uses. */
export interface CountryEntry {
  name: string;
  iso2: string;
  currency?: string | null;
  currency_symbol?: string | null;
  phonecode?: string | number | null;
}

export interface Country {
  country: string;
  iso2: string;
  currency: string;
  currencySymbol: string;
  /** The international prefix, e.g. +91, or '' when the data has none a number can start with. */
  dialCode: string;
}

/**
 * The dialling code as a number starts: the data's first group of digits ("1-268" gives +1), and
 * none when that cannot begin a phone number (a leading zero, as in Bouvet Island's "0055").
 */
function dialCodeOf(phonecode: CountryEntry['phonecode']): string {
  const digits =
    String(phonecode ?? '')
      .replace(/^\+/, '')
      .split(/[^0-9]/)[0] ?? '';
  return /^[1-9][0-9]*$/.test(digits) ? `+${digits}` : '';
}

export function countryFacts(entry: CountryEntry): Country {
  return {
    country: entry.name,
    iso2: entry.iso2,
    currency: entry.currency ?? '',
    currencySymbol: entry.currency_symbol ?? '',
    dialCode: dialCodeOf(entry.phonecode),
  };
}
