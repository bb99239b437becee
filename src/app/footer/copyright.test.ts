import { describe, expect, it } from 'vitest';
import { navigation, site } from '../../config/site-config.ts';
import { copyrightLine } from './copyright.ts';

describe('copyright line', () => {
  it('reads "Inc 2012 - {current year}. All rights reserved."', () => {
    expect(copyrightLine(navigation.footer.copyright, site.brand.foundedYear, new Date('2026-06-01'))).toBe('Inc 2012 - 2026. All rights reserved.');
    expect(copyrightLine(navigation.footer.copyright, site.brand.foundedYear, new Date('2030-02-01'))).toBe('Inc 2012 - 2030. All rights reserved.');
  });
});
