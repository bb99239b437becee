// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextImage } from './TextImage.tsx';

describe('TextImage', () => {
  it('renders every paragraph and bullet, and a lazy image with its size', () => {
    render(
      <TextImage
        type="textImage"
        heading="Our mission"
        paragraphs={['First.', 'Second.']}
        bullets={['One ledger']}
        image={{ src: '/images/m.svg', alt: 'Team at work', width: 560, height: 400 }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Our mission');
    expect(screen.getByText('Second.')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('One ledger');
    const image = screen.getByRole('img', { name: 'Team at work' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('height')).toBe('400');
  });
});
