// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { updateLiveYears } from '../../lib/live-years.ts';
import { copyrightParts } from './copyright.ts';
import { Footer } from './Footer.tsx';

describe('copyright line', () => {
  it('fills in the founding year and leaves a place for the current year', () => {
    expect(copyrightParts('© {foundedYear}–{currentYear} Example', 1999)).toEqual({
      before: '© 1999–',
      after: ' Example',
    });
  });

  it("shows the config's template with the year the page is viewed, not the year it was built", () => {
    // The fixture config's words (tests/fixtures/site-config): the shipped line is checked by the content acceptance spec.
    const { container } = render(<Footer />);
    const line = container.querySelector('.site-footer__bottom p')!;
    updateLiveYears(container, new Date('2030-02-01'));
    expect(line.textContent).toBe('Fixturo Test Company 2001 to 2030, fixture rights.');
    updateLiveYears(container, new Date('2034-06-01'));
    expect(line.textContent).toBe('Fixturo Test Company 2001 to 2034, fixture rights.');
  });
});
