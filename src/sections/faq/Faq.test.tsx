// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FaqConfig } from '../../shared/generated/config-types.ts';
import { loadFaq } from './faq-data.ts';
import { Faq } from './Faq.tsx';

let faq: FaqConfig;
beforeAll(async () => {
  faq = await loadFaq();
});

const disclosures = (container: HTMLElement) => [...container.querySelectorAll('details')];

// Opening one answer closes the others because the disclosures share a name: the browser does it
// (checked in a real browser by tests/e2e/home-and-erp.spec.ts). Here: the markup that asks for it.
describe('Faq', () => {
  it('shows every question as a closed native disclosure, with both indicators for CSS to choose from', () => {
    const { container } = render(<Faq type="faq" heading="Questions" />);
    const items = disclosures(container);
    expect(items).toHaveLength(faq.items.length);
    items.forEach((item, index) => {
      expect(item.open).toBe(false);
      expect(item.querySelector('summary h3')?.textContent).toBe(faq.items[index]!.question);
      expect(item.querySelector('.faq__indicator')?.getAttribute('aria-hidden')).toBe('true');
      expect([item.querySelector('.faq__closed')?.textContent, item.querySelector('.faq__open')?.textContent]).toEqual([
        '+',
        '-',
      ]);
    });
    expect(screen.getByText(faq.items[0]!.answer).closest('details')).toBe(items[0]);
  });

  it('gives the questions of one FAQ one name, and another FAQ on the page another', () => {
    const { container } = render(
      <>
        <Faq type="faq" heading="Questions" />
        <Faq type="faq" heading="More questions" />
      </>,
    );
    const names = disclosures(container).map((item) => item.getAttribute('name'));
    const count = faq.items.length;
    expect(names).toHaveLength(2 * count);
    expect(new Set(names.slice(0, count)).size).toBe(1);
    expect(new Set(names.slice(count)).size).toBe(1);
    expect(names[0]).toBeTruthy();
    expect(names[0]).not.toBe(names[count]);
  });
});
