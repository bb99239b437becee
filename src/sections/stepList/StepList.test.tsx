// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepList } from './StepList.tsx';

describe('StepList', () => {
  it('renders the steps as an ordered list in order', () => {
    render(
      <StepList
        type="stepList"
        heading="How it works"
        steps={[
          { title: 'Choose your product', text: 'a' },
          { title: 'Fill in the form', text: 'b' },
        ]}
      />,
    );
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Choose your product',
      'Fill in the form',
    ]);
  });
});
