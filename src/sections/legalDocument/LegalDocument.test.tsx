// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalDocument } from './LegalDocument.tsx';

describe('LegalDocument', () => {
  it('numbers the sections, anchors them and shows the last-updated date', () => {
    const { container } = render(
      <LegalDocument
        type="legalDocument"
        lastUpdatedLabel="Last updated"
        lastUpdated="2026-11-01"
        sections={[
          { id: 'acceptance', heading: 'Acceptance of Terms', paragraphs: ['By using…'] },
          { id: 'governing-law', heading: 'Governing Law', paragraphs: ['India.'] },
        ]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Acceptance of Terms',
      '2. Governing Law',
    ]);
    expect(container.querySelector('#governing-law')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Governing Law' }).getAttribute('href')).toBe('#governing-law');
    expect(container.querySelector('time')?.textContent).toBe('November 01, 2026');
  });
});
