import { describe, expect, it } from 'vitest';
import menus from '../../../tests/fixtures/header/main-menus.json' with { type: 'json' };
import { headerFitProblems } from './header-fit-checks.ts';
import { parseJsonSource } from './json-source.ts';

/** The warnings of a navigation.json whose header has the fixture's first `count` items. */
function check(count: number) {
  const navigation = { header: { logoLabel: 'Home', items: menus.items.slice(0, count), buttons: menus.buttons } };
  const { source } = parseJsonSource('navigation.json', JSON.stringify(navigation, null, 2));
  return headerFitProblems(source!, 'More');
}

describe('the header main menu at 1,280 px', () => {
  it('is no warning while the whole row fits', () => {
    expect(check(5)).toEqual([]);
  });

  it('is a warning at the menu naming the items that go into More there', () => {
    const [problem, ...more] = check(10);
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ file: 'navigation.json', pointer: '/header/items', severity: 'warning' });
    expect(problem!.message).toMatch(/does not fit as a full row on a 1,280 px screen/);
    // The last items go first, as the header moves them.
    expect(problem!.message).toContain(`"${menus.items.at(-1)!.label}"`);
    expect(problem!.message).not.toContain(`"${menus.items[0]!.label}"`);
    expect(problem!.message).toMatch(/go into the "More" menu there$/);
  });
});
