// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { site } from '../../config/site-config.ts';
import logoStrip from './client.ts';
import { LogoStrip } from './LogoStrip.tsx';

describe('LogoStrip', () => {
  it('names every client logo once for assistive technology', () => {
    render(<LogoStrip type="logoStrip" heading="Trusted by" />);
    const named = screen.getAllByRole('img').map((img) => img.getAttribute('alt'));
    expect(named).toEqual(site.clients!.map((logo) => logo.alt));
    expect(named.length).toBeGreaterThan(1);
  });

  it('has a pause button for the moving strip, which its browser module makes work', async () => {
    const { container } = render(<LogoStrip type="logoStrip" heading="Trusted by" />);
    await logoStrip(container);
    const button = screen.getByRole('button', { name: site.ui.pauseAnimation });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('.logo-strip__logos--strip')?.classList.contains('logo-strip__logos--paused')).toBe(
      true,
    );
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(container.querySelector('.logo-strip__logos--strip')?.classList.contains('logo-strip__logos--paused')).toBe(
      false,
    );
  });

  it('loads the logos lazily (the strip is below the first screen), all of them once the strip comes near', async () => {
    const { container } = render(<LogoStrip type="logoStrip" heading="Trusted by" />);
    const images = [...container.querySelectorAll('img')];
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    await logoStrip(container);
    report([{ isIntersecting: false }]);
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    report([{ isIntersecting: true }]);
    expect(images.every((image) => image.getAttribute('loading') === 'eager')).toBe(true);
    vi.unstubAllGlobals();
  });

  it('shows a still grid on the clients page', () => {
    const { container } = render(<LogoStrip type="logoStrip" heading="Our clients" layout="grid" />);
    expect(container.querySelectorAll('img')).toHaveLength(site.clients!.length);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
