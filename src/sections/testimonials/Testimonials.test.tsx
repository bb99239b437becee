// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Testimonials } from './Testimonials.tsx';

describe('Testimonials', () => {
  it('shows each quote with the person, role and company', () => {
    render(
      <Testimonials
        type="testimonials"
        heading="What clients say"
        items={[
          { quote: 'Month-end takes two days now.', name: 'Asha Rao', role: 'Finance Lead', company: 'Deccan Pumps' },
          { quote: 'Stock counts finally match.', name: 'Tom Reyes', role: 'COO', company: 'Gulf Line Traders' },
        ]}
      />,
    );
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(2);
    expect(figures[1]?.textContent).toContain('Tom Reyes');
    expect(figures[1]?.textContent).toContain('COO, Gulf Line Traders');
  });
});
