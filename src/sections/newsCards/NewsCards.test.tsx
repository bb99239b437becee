// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsCards } from './NewsCards.tsx';

describe('NewsCards', () => {
  it('shows the spec date format and opens the outlet safely in a new tab', () => {
    render(
      <NewsCards
        type="newsCards"
        heading="Press"
        linkLabel="Read the release"
        items={[
          {
            date: '2024-10-01',
            title: 'Launch',
            summary: 'We launched.',
            outlet: 'Wire',
            href: 'https://news.example/a',
          },
        ]}
      />,
    );
    expect(screen.getByText('October 01, 2024')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Read the release/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
