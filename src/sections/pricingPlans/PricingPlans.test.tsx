// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PricingPlans } from './PricingPlans.tsx';

describe('PricingPlans', () => {
  it('shows the price with its period and the plan button', () => {
    render(
      <PricingPlans
        type="pricingPlans"
        heading="Plans"
        plans={[
          {
            name: 'Shared',
            pricePrefix: 'From',
            price: '$10',
            period: '/month',
            note: '14-day free trial',
            features: ['99.9% uptime'],
            action: { label: 'Start trial', href: '/signup' },
          },
        ]}
      />,
    );
    expect(screen.getByText('$10').tagName).toBe('STRONG');
    // Isolated, in the direction of its own characters: "$10" reads so beside Arabic words too.
    expect(screen.getByText('$10').getAttribute('dir')).toBe('auto');
    expect(screen.getByText('/month')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start trial' }).getAttribute('href')).toBe('/signup');
  });
});
