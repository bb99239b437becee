import { describe, expect, it } from 'vitest';
import menus from '../../../tests/fixtures/header/main-menus.json' with { type: 'json' };
import { parseJsonSource } from './json-source.ts';
import { phoneMenuProblems } from './phone-menu-checks.ts';

/** The warnings of a navigation.json with the fixture's first five header items and this phone menu. */
function check(mobileMenu: { label: string; href: string }[]) {
  const navigation = {
    header: { logoLabel: 'Home', items: menus.items.slice(0, 5), buttons: menus.buttons },
    mobileMenu,
  };
  const { source } = parseJsonSource('navigation.json', JSON.stringify(navigation, null, 2));
  return phoneMenuProblems(source!);
}

/** Every page of those header items, as the header names them. */
const everyPage = [
  ...menus.items[0]!.cards!.map((card) => ({ label: card.title, href: card.href })),
  { label: 'Our clients', href: '/clients' },
  { label: 'Journal', href: '/blogs' },
  { label: 'Newsroom', href: '/press' },
  { label: 'Training plans', href: '/taas' },
  { label: 'Knowledge plans', href: '/kaas' },
  { label: 'Partner with us', href: '/become-a-partner' },
  { label: 'Paid support', href: '/services' },
  { label: 'Talk to us', href: '/contact' },
];

describe('the phone menu against the header', () => {
  it('is no warning when it holds every page of the header, in its own order and with its own additions', () => {
    expect(check([{ label: 'Home', href: '/home' }, ...[...everyPage].reverse()])).toEqual([]);
  });

  it('names each page of the header it lacks, cards and submenus included', () => {
    const lacking = everyPage.filter((link) => !['/press', '/taas', '/sales'].includes(link.href));
    const [problem, ...more] = check(lacking);
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ pointer: '/mobileMenu', severity: 'warning' });
    expect(problem!.message).toBe(
      'the phone menu lacks 3 pages of the header: "Sales" (/sales), "Newsroom" (/press), "Training plans" (/taas)',
    );
  });

  it('says where it spells a page of the header another way', () => {
    const problems = check(
      everyPage.map((link) => (link.href === '/kaas' ? { ...link, label: 'Knowledge Plans' } : link)),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      severity: 'warning',
      pointer: `/mobileMenu/${everyPage.findIndex((link) => link.href === '/kaas')}/label`,
    });
    expect(problems[0]!.message).toBe(
      '"Knowledge Plans" is spelled "Knowledge plans" in the header: the same page, written two ways',
    );
  });
});
