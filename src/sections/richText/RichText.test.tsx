// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText.tsx';

describe('RichText', () => {
  it('renders each block with its heading, paragraphs and bullets', () => {
    render(
      <RichText
        type="richText"
        heading="How we work"
        blocks={[
          { heading: 'Discovery', paragraphs: ['We map your process.'], bullets: ['Workshops', 'Data audit'] },
          { paragraphs: ['Then we build.'] },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Discovery');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Workshops', 'Data audit']);
    expect(screen.getByText('Then we build.')).toBeTruthy();
  });
});
