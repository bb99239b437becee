import { describe, expect, it } from 'vitest';
import { navigation, site } from '../../config/site-config.ts';
import { copyrightLine } from './copyright.ts';

describe('copyright line', () => {
  it('fills in the founding year and the current year', () => {
    expect(copyrightLine('© {foundedYear}–{currentYear} Example', 1999, new Date('2026-06-01'))).toBe('© 1999–2026 Example');
    expect(copyrightLine('© {foundedYear}–{currentYear} Example', 1999, new Date('2030-02-01'))).toBe('© 1999–2030 Example');
  });

  it('reads the template and the founding year from the config', () => {
    // The fixture config's words (tests/fixtures/site-config): the shipped line is checked by the content acceptance spec.
    expect(copyrightLine(navigation.footer.copyright, site.brand.foundedYear, new Date('2030-02-01'))).toBe('Fixturo Test Company 2001 to 2030, fixture rights.');
  });
});
