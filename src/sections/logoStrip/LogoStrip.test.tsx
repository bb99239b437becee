// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site-config.ts';
import { LogoStrip } from './LogoStrip.tsx';

describe('LogoStrip', () => {
  it('names every client logo once for assistive technology', () => {
    render(<LogoStrip type="logoStrip" heading="Trusted by" />);
    const named = screen.getAllByRole('img').map((img) => img.getAttribute('alt'));
    expect(named).toEqual(site.clients!.map((logo) => logo.alt));
    expect(named.length).toBeGreaterThan(1);
  });

  it('has a pause button for the moving strip', () => {
    const { container } = render(<LogoStrip type="logoStrip" heading="Trusted by" />);
    const button = screen.getByRole('button', { name: site.ui.pauseAnimation });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('.logos--strip')?.classList.contains('is-paused')).toBe(true);
  });

  it('shows a still grid on the clients page', () => {
    const { container } = render(<LogoStrip type="logoStrip" heading="Our clients" layout="grid" />);
    expect(container.querySelectorAll('img')).toHaveLength(site.clients!.length);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
