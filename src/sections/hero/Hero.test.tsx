// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hero } from './Hero.tsx';

describe('Hero', () => {
  it('renders the main heading, text and its buttons as links', () => {
    render(
      <Hero
        type="hero"
        heading="Run the whole plant from one screen"
        text="Orders, stock and books in one place."
        actions={[
          { label: 'Schedule a demo', href: '/get-demo' },
          { label: "Start now - It's free", href: '/signup', variant: 'outline' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Run the whole plant from one screen');
    expect(screen.getByRole('link', { name: 'Schedule a demo' }).getAttribute('href')).toBe('/get-demo');
    expect(screen.getByRole('link', { name: "Start now - It's free" }).className).toContain('button--outline');
  });

  it('loads its illustration eagerly with a fixed size', () => {
    render(<Hero type="hero" heading="H" image={{ src: '/images/a.svg', alt: 'A chart', width: 560, height: 400 }} />);
    const image = screen.getByRole('img', { name: 'A chart' });
    expect(image.getAttribute('width')).toBe('560');
    expect(image.getAttribute('loading')).toBe('eager');
  });
});
