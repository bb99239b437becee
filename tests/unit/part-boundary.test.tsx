// @vitest-environment jsdom
// A part of the editor that fails to render shows what happened in its place, with Try again; its
// neighbours stay, and the part is tried again when what it shows changes.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PartBoundary } from '../../src/editor/ui/PartBoundary.tsx';

let failing = true;
function Fragile({ label }: { label: string }) {
  if (failing) throw new Error('the draft had no list here');
  return <p>{label}</p>;
}

describe('a part of the editor that fails', () => {
  it('says so in its own place, keeps the rest, and comes back with Try again or new content', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    const { rerender } = render(
      <div>
        <PartBoundary part="The preview" resetKey={1}>
          <Fragile label="first" />
        </PartBoundary>
        <p>The Content list</p>
      </div>,
    );
    expect(screen.getByRole('alert').textContent).toContain('The preview ran into a problem');
    expect(screen.getByRole('alert').textContent).toContain('the draft had no list here');
    expect(screen.getByText('The Content list')).toBeTruthy();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('first')).toBeTruthy();

    failing = true;
    rerender(
      <div>
        <PartBoundary part="The preview" resetKey={2}>
          <Fragile label="second" />
        </PartBoundary>
      </div>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    failing = false;
    rerender(
      <div>
        <PartBoundary part="The preview" resetKey={3}>
          <Fragile label="third" />
        </PartBoundary>
      </div>,
    );
    expect(screen.getByText('third')).toBeTruthy();
    quiet.mockRestore();
  });
});
