import { describe, expect, it } from 'vitest';
import { parseJsonSource } from './json-source.ts';
import { isPriceWithoutLink, priceLinkProblems } from './price-link-checks.ts';

const live = {
  currency: 'USD',
  services: [
    { index: 1, title: 'Support', price: 105, checkoutUrl: 'https://buy.stripe.com/support' },
    { index: 2, title: 'Bug Reporting & Fixes', price: 42, checkoutUrl: 'https://buy.stripe.com/bugs' },
  ],
};
const publishedText = JSON.stringify(live, null, 2);

/** The problems of services.json edited, against the published version (`null`: none known). */
function check(edit: (services: typeof live.services) => void, published: string | null = publishedText) {
  const value = structuredClone(live);
  edit(value.services);
  const { source } = parseJsonSource('services.json', JSON.stringify(value, null, 2));
  return priceLinkProblems(source, published ?? undefined, 'en_US');
}

describe('a price changed without its checkout link', () => {
  it('is a warning at the price, in the site’s money, naming the service, which Publish asks about', () => {
    const [problem, ...more] = check((services) => (services[1]!.price = 45));
    expect(more).toEqual([]);
    expect(problem).toMatchObject({
      file: 'services.json',
      pointer: '/services/1/price',
      severity: 'warning',
      message:
        'the price changed but not its checkout link: "Bug Reporting & Fixes" now shows $45, its checkout link still charges $42',
    });
    expect(problem!.hint).toContain('make one for $45');
    expect(isPriceWithoutLink(problem!)).toBe(true);
  });

  it('is nothing once the link changed too, or with the price as published', () => {
    expect(
      check((services) => {
        services[1]!.price = 45;
        services[1]!.checkoutUrl = 'https://buy.stripe.com/bugs_45';
      }),
    ).toEqual([]);
    expect(check(() => undefined)).toEqual([]);
  });

  it('finds a service by its index, wherever it moved in the list', () => {
    const problems = check((services) => {
      services.reverse();
      services[0]!.price = 52.5;
    });
    expect(problems.map((problem) => problem.pointer)).toEqual(['/services/0/price']);
    expect(problems[0]!.message).toContain('now shows $52.50, its checkout link still charges $42');
  });

  it('is not judged without a published version (a config outside git), nor against one that does not parse', () => {
    expect(check((services) => (services[1]!.price = 45), null)).toEqual([]);
    expect(check((services) => (services[1]!.price = 45), '{ not json')).toEqual([]);
  });
});
