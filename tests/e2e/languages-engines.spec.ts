// The pages of each language other than the main one, in the three engines (Chromium, Firefox ESR over
// WebDriver BiDi, WebKitGTK over WebKitWebDriver), at a phone's 375 px and a laptop's 1,280 px: the
// page never scrolls sideways, it runs in its language's direction (right to left for Arabic), its
// header is mirrored (the logo at the start of the line) and complete (every item inside the window,
// on one line). Whatever the content says: the pages are a few the language translated (the first,
// the first with a form, the last), of the shipped content.
import type { Page as PuppeteerPage } from 'puppeteer-core';
import { expect, shipped, test } from './support/shipped.ts';
import { headerFitProblems } from './support/header-fit.ts';
import { engineAvailable, hydrated, launch, openPage } from './support/other-browsers.ts';
import { inWebKitPage, webkitForTheseTests, webkitHydrated } from './support/webkit.ts';
import { pageFile } from '../../src/shared/config-check/config-layout.ts';
import { pathIn } from '../../src/shared/language-paths.ts';

const { languages, routesConfig, translation, page: pageOf } = shipped;
const WIDTHS = [375, 1280];

/** In the page: what is wrong with its direction, its width and its header's place. */
function directionProblems(): string[] {
  const root = document.documentElement;
  const problems: string[] = [];
  const direction = getComputedStyle(root).direction;
  if (direction !== (root.getAttribute('dir') ?? 'ltr'))
    problems.push(`the page runs ${direction}, its dir says otherwise`);
  if (root.scrollWidth > root.clientWidth + 1)
    problems.push(`it scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth}`);
  const logo = document.querySelector('.site-header__logo')!.getBoundingClientRect();
  const fromStart = direction === 'rtl' ? root.clientWidth - logo.right : logo.left;
  if (fromStart > 48) problems.push(`the logo is ${Math.round(fromStart)} px from the start of the line`);
  return problems;
}

async function problemsIn(check: <T>(fn: () => T | Promise<T>) => Promise<T>): Promise<string[]> {
  return [...(await check(directionProblems)), ...(await check(headerFitProblems))];
}

for (const language of languages.slice(1)) {
  const translated = routesConfig.routes.filter((route) => translation(language.code, pageFile(route.page)));
  const withForm = translated.find((route) => pageOf(route.page).sections.some((section) => section.type === 'form'));
  const paths = [
    ...new Set([translated[0], withForm, translated.at(-1)].flatMap((route) => (route ? [route.path] : []))),
  ].map((path) => pathIn(languages, language.code, path));

  test(`${language.code} in Chromium: ${paths.join(', ')} run ${language.dir}, fit the window and mirror the header`, async ({
    page,
  }) => {
    const problems: string[] = [];
    for (const path of paths)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        for (const problem of await problemsIn((fn) => page.evaluate(fn)))
          problems.push(`${path} at ${width} px: ${problem}`);
      }
    expect(problems).toEqual([]);
  });

  test(`${language.code} in Firefox ESR: the same pages run ${language.dir}, fit and mirror the header`, async () => {
    test.skip(!engineAvailable('firefox'), 'Firefox ESR is not installed');
    test.setTimeout(120_000);
    const browser = await launch('firefox');
    try {
      const problems: string[] = [];
      for (const width of WIDTHS) {
        const page: PuppeteerPage = await openPage(browser, 'firefox', width);
        for (const path of paths) {
          await page.goto(new URL(path, process.env.SHIPPED_BASE_URL).href);
          await hydrated(page);
          for (const problem of await problemsIn((fn) => page.evaluate(fn)))
            problems.push(`${path} at ${width} px: ${problem}`);
        }
        await page.close();
      }
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test.describe(`${language.code} in WebKitGTK`, () => {
    const webkit = webkitForTheseTests();
    test(`the same pages run ${language.dir}, fit and mirror the header`, async () => {
      test.setTimeout(180_000);
      const driver = webkit();
      const problems: string[] = [];
      // Its window gets no narrower than about 450 px: the phone's width is its narrowest.
      for (const outer of WIDTHS) {
        await driver.manage().window().setRect({ width: outer, height: 800 });
        for (const path of paths) {
          await driver.get(new URL(path, process.env.SHIPPED_BASE_URL).href);
          await webkitHydrated(driver);
          const width = await driver.executeScript<number>('return document.documentElement.clientWidth');
          for (const problem of await problemsIn((fn) => inWebKitPage(driver, fn)))
            problems.push(`${path} at ${width} px: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
}
