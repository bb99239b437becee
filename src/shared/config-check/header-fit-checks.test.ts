import { describe, expect, it } from 'vitest';
import menus from '../../../tests/fixtures/header/main-menus.json' with { type: 'json' };
import { headerFitProblems } from './header-fit-checks.ts';
import { parseJsonSource } from './json-source.ts';

/** The warnings of a navigation.json whose header has the fixture's first `count` items. */
function check(count: number, languageNames: string[] = [], language?: string) {
  const navigation = { header: { logoLabel: 'Home', items: menus.items.slice(0, count), buttons: menus.buttons } };
  const { source } = parseJsonSource('navigation.json', JSON.stringify(navigation, null, 2));
  return headerFitProblems(source!, 'More', languageNames, language);
}

/** The most items of the fixture's menu that fit with these language names beside the buttons. */
function mostThatFit(languageNames: string[]): number {
  let count = 0;
  while (count < menus.items.length && check(count + 1, languageNames).length === 0) count++;
  return count;
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

  it('counts the language menu beside the buttons: a long language name leaves room for fewer items', () => {
    const alone = mostThatFit([]);
    expect(alone).toBeGreaterThan(0);
    expect(mostThatFit(['A language with a rather long name for its menu'])).toBeLessThan(alone);
  });

  it('names the language whose translated header does not fit', () => {
    const [problem] = check(10, ['English'], 'العربية');
    expect(problem!.message).toMatch(/^in العربية, the header's main menu does not fit/);
  });
});
