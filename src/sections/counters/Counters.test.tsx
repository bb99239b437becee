// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site-config.ts';
import { Counters } from './Counters.tsx';
import { updateLiveYears, yearsSince } from '../../lib/live-years.ts';

describe('Counters', () => {
  it('computes years in business from the founding year', () => {
    expect(yearsSince(2012, new Date('2026-11-22T00:00:00Z'))).toBe(14);
    expect(yearsSince(2012, new Date('2031-01-01T12:00:00Z'))).toBe(19);
  });

  it('shows every counter of site.json with the live year count', () => {
    const { container } = render(<Counters type="counters" />);
    updateLiveYears(container, new Date('2031-01-01T12:00:00Z'));
    const shown = [...container.querySelectorAll('.counters__item')].map((item) => [
      item.querySelector('dt')?.textContent,
      item.querySelector('dd')?.textContent,
    ]);
    const expected = site.counters.items.map((item) => [
      item.label,
      `${item.yearsSinceFounded ? 2031 - site.brand.foundedYear : item.value}${item.suffix ?? ''}`,
    ]);
    expect(shown).toEqual(expected);
    // Each count isolated, in the direction of its own characters: "100+" stays so in a right-to-left page.
    expect([...container.querySelectorAll('dd')].map((count) => count.getAttribute('dir'))).toEqual(
      expected.map(() => 'auto'),
    );
  });

  it('keeps the project facts as hidden data attributes only', () => {
    const { container } = render(<Counters type="counters" />);
    const facts = container.querySelector('.counters__facts') as HTMLElement;
    expect(facts.hidden).toBe(true);
    expect([...facts.querySelectorAll('li')].map((li) => Number(li.dataset.count))).toEqual(site.counters.projectFacts);
    expect(facts.textContent).toBe('');
  });
});
