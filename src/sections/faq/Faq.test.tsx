// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FaqConfig } from '../../shared/generated/config-types.ts';
import { loadFaq } from './faq-data.ts';
import { Faq } from './Faq.tsx';

let faq: FaqConfig;
beforeAll(async () => {
  faq = await loadFaq();
});

function questionButtons() {
  return faq.items.map((item) => screen.getByRole('button', { name: new RegExp(item.question.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }));
}

describe('Faq', () => {
  it('starts with every answer closed and a + indicator', () => {
    render(<Faq type="faq" heading="Questions" />);
    const buttons = questionButtons();
    expect(buttons).toHaveLength(faq.items.length);
    for (const button of buttons) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(button.textContent?.endsWith('+')).toBe(true);
    }
  });

  it('opens one answer at a time and closes it again on a second click', () => {
    render(<Faq type="faq" heading="Questions" />);
    const [first, second] = questionButtons();
    fireEvent.click(first!);
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    expect(first!.textContent?.endsWith('-')).toBe(true);
    expect(screen.getByText(faq.items[0]!.answer)).toBeTruthy();
    fireEvent.click(second!);
    expect(first!.getAttribute('aria-expanded')).toBe('false');
    expect(second!.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(second!);
    expect(questionButtons().every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
  });
});
