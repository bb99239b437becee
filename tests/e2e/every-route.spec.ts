// Walks every prerendered URL of the shipped content, whatever it says: status, prerendered content,
// a title and a description, one h1, no dead internal link, zero axe WCAG 2.2 A/AA violations, no
// console error or CSP violation. (That no two pages share a title or a description the validator
// warns of, since a copied page may be published before its texts are rewritten; of the specified
// content it is checked in content-acceptance.spec.ts.)
import AxeBuilder from '@axe-core/playwright';
import { expect, shipped, test, waitForHydration } from './support/shipped.ts';
import { WCAG_TAGS } from './support/accessibility.ts';

const { allPaths, routesConfig } = shipped;

const knownPaths = new Set([...allPaths, ...routesConfig.redirects.map((redirect) => redirect.from)]);

for (const path of allPaths) {
  test(`${path} is prerendered, accessible and free of errors`, async ({ page, request }) => {
    const raw = await request.get(path);
    expect(raw.status()).toBe(200);
    const html = await raw.text();
    expect(html, 'the HTML carries the content before any script runs').toMatch(/<h1[^>]*>[^<]+/);
    expect(html).toContain('<script type="application/ld+json">');

    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await page.title()).not.toBe('');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );

    const internalLinks = await page
      .locator('a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
    for (const href of internalLinks) {
      const target = href.split(/[?#]/, 1)[0]!;
      expect(knownPaths.has(target) || /\.(xml|svg)$/.test(target), `link ${href} on ${path}`).toBe(true);
    }

    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
