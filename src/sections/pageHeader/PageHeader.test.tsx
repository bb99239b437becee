// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader.tsx';

describe('PageHeader', () => {
  it('renders the page heading and its text', () => {
    render(<PageHeader type="pageHeader" heading="Our Services" text="Support plans for every stage." />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Our Services');
    expect(screen.getByText('Support plans for every stage.')).toBeTruthy();
  });
});
