// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGrid } from './CardGrid.tsx';

describe('CardGrid', () => {
  const cards = [
    { icon: 'accounts', title: 'Accounts', text: 'Ledgers and tax.' },
    { title: 'CRM', text: 'Leads to orders.', href: '/crm' },
    { title: 'Inventory', text: 'Stock by bin.', href: '/inventory', linkLabel: 'Explore inventory' },
  ];

  it('renders one list item per card, titles under the section heading', () => {
    render(<CardGrid type="cardGrid" heading="Modules" cards={cards} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Modules');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Accounts',
      'CRM',
      'Inventory',
    ]);
  });

  it('links a title, or a separate link label when one is given', () => {
    render(<CardGrid type="cardGrid" cards={cards} />);
    expect(screen.getByRole('link', { name: 'CRM' }).getAttribute('href')).toBe('/crm');
    expect(screen.getByRole('link', { name: 'Explore inventory' }).getAttribute('href')).toBe('/inventory');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});
