// @vitest-environment jsdom
// Every link field offers the same one list of the site's pages and articles, kept up to date.
import { cleanup, render, waitFor } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkWidget } from '../schema-form/widgets.tsx';
import { LinkTargets } from './LinkTargets.tsx';

afterEach(cleanup);

const field = (id: string) =>
  ({ id, value: '', onChange: () => {}, onBlur: () => {}, onFocus: () => {} }) as unknown as WidgetProps;

/** What a link field suggests: the options of the list it names. */
function suggestions(input: HTMLInputElement): string[] {
  const list = document.getElementById(input.getAttribute('list') ?? '');
  return [...(list?.querySelectorAll('option') ?? [])].map((option) => `${option.value} ${option.label}`);
}

describe('the link targets', () => {
  it('are suggested by every link field, from one list that follows the draft', async () => {
    const targets = [
      { href: '/erp', label: 'ERP' },
      { href: '/blog/first', label: 'The first article' },
    ];
    const page = (shown: typeof targets) => (
      <>
        <LinkWidget {...field('a')} />
        <LinkWidget {...field('b')} />
        <LinkTargets targets={shown} />
      </>
    );
    const { container, rerender } = render(page(targets));
    const [a, b] = [...container.querySelectorAll('input')];
    expect(suggestions(a!)).toEqual(['/erp ERP', '/blog/first The first article']);
    expect(suggestions(b!)).toEqual(suggestions(a!));
    expect(container.querySelectorAll('datalist')).toHaveLength(1);

    rerender(page([targets[0]!, { href: '/blog/first', label: 'The first article, renamed' }]));
    await waitFor(() => expect(suggestions(a!)).toContain('/blog/first The first article, renamed'));
  });
});
