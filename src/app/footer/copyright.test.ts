// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { navigation, site } from '../../config/site-config.ts';
import { CURRENT_YEAR_ATTRIBUTE, updateLiveYears } from '../../lib/live-years.ts';
import { copyrightParts } from './copyright.ts';

describe('copyright line', () => {
  it('reads "Inc 2012 - {current year}. All rights reserved." in the year the page is viewed', () => {
    const { before, after } = copyrightParts(navigation.footer.copyright, site.brand.foundedYear);
    const line = document.createElement('p');
    line.append(before, Object.assign(document.createElement('span'), { textContent: '2025' }), after);
    line.lastElementChild?.setAttribute(CURRENT_YEAR_ATTRIBUTE, '');
    updateLiveYears(line, new Date('2026-06-01'));
    expect(line.textContent).toBe('Inc 2012 - 2026. All rights reserved.');
    updateLiveYears(line, new Date('2030-02-01'));
    expect(line.textContent).toBe('Inc 2012 - 2030. All rights reserved.');
  });
});
