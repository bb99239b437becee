// Walks every prerendered URL of the shipped content, whatever it says: status, prerendered content,
// a title and a description, one h1, no dead internal link, zero axe WCAG 2.2 A/AA violations, no
// console error or CSP violation. (That no two pages share a title or a description the validator
// warns of, since a copied page may be published before its texts are rewritten; of the specified
// content it is checked in content-acceptance.spec.ts.)
import AxeBuilder from '@axe-core/playwright';
import { expect, shipped, test, waitForHydration } from './support/shipped.ts';
import { WCAG_TAGS } from './support/accessibility.ts';
import { parseListPagePath } from '../../src/shared/blog-list.ts';
import { pageFile } from '../../src/shared/config-check/config-layout.ts';
import { pathIn, splitLanguage } from '../../src/shared/language-paths.ts';

const { allPaths, routesConfig, languages, translation } = shipped;

const knownPaths = new Set([
  ...allPaths,
  ...languages.flatMap((language) =>
    routesConfig.redirects.map((redirect) => pathIn(languages, language.code, redirect.from)),
  ),
]);

/** A page's own address, or, for a page its language has not translated at all, the main language's. */
function canonicalOf(path: string): string {
  const { language, path: mainPath } = splitLanguage(languages, path);
  const route = routesConfig.routes.find((each) => each.path === (parseListPagePath(mainPath)?.basePath ?? mainPath));
  return language === languages[0] || (route && translation(language.code, pageFile(route.page))) ? path : mainPath;
}

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
      new RegExp(`${canonicalOf(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    const { language } = splitLanguage(languages, path);
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    expect(await page.locator('html').getAttribute('dir')).toBe(language.dir === 'rtl' ? 'rtl' : null);

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
