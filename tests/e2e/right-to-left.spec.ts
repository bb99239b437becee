// The layout mirrors in a right-to-left page (issue 42's ground work, before any Arabic content):
// every page of the specified content, served as built but with dir="rtl" on <html>, fits the phone
// and the desktop without a sideways scroll (a form's hidden trap field, placed by a left offset,
// once widened every form page by 10,000 px), and the header reads from the right: the logo at the
// right end, a menu lined up with its button's right edge, a submenu opening to the left of its
// item, the skip link at the right. The same pages fit in Firefox ESR and WebKitGTK too, served right
// to left by a small server in front of the site (support/rewriting-server.ts).
// With Arabic words around them (support/arabic-page.ts), phone numbers, e-mail addresses, prices and
// counts still read in their own order, and the header fits at 320, 375, 768 and 1,280 px, in the
// three engines.
import type { Page } from '@playwright/test';
import { asArabicPage, numbersInOrder } from './support/arabic-page.ts';
import { expect, test } from './support/fixtures.ts';
import { headerFitProblems } from './support/header-fit.ts';
import { engineAvailable, launch, openPage } from './support/other-browsers.ts';
import { startRewritingServer, type RewritingServer } from './support/rewriting-server.ts';
import { pathsWith, routesConfig } from './support/site-data.ts';
import { inWebKitPage, startWebKit, webkitAvailable } from './support/webkit.ts';

/** A page's HTML set right to left. */
const rightToLeft = (html: string) => html.replace(/<html /, '<html dir="rtl" ');

/** In the page: how far it scrolls sideways (0 when it fits), and whether the logo is right of what
 *  the header shows beside it (the first menu item, or on a phone the menu's button). */
function mirroring(): { scroll: number; logoRight: boolean } {
  const shows = (element: Element | null) =>
    !!element &&
    getComputedStyle(element).visibility === 'visible' &&
    getComputedStyle(element).display !== 'none' &&
    element.getBoundingClientRect().width > 0;
  const header = document.querySelector('.site-header')!;
  const beside = [
    header.querySelector('.site-nav__items > .site-nav__item'),
    header.querySelector('.site-header__burger'),
  ].find(shows)!;
  return {
    scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    logoRight:
      header.querySelector('.site-header__logo')!.getBoundingClientRect().left >= beside.getBoundingClientRect().right,
  };
}

/** What is wrong with a page's mirroring at a width, as sentences. */
function mirroringProblems(path: string, width: number, { scroll, logoRight }: ReturnType<typeof mirroring>): string[] {
  return [
    ...(scroll > 0 ? [`${path} at ${width} px scrolls ${scroll} px sideways`] : []),
    ...(!logoRight ? [`${path} at ${width} px: the logo is not at the right`] : []),
  ];
}

/** Opens `path` as built, with its <html> set right to left (or made the Arabic page) before anything renders. */
async function openRightToLeft(page: Page, path: string, rewrite = rightToLeft): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: rewrite(await response.text()) });
    },
  );
  await page.goto(path);
  await page.unroute((url) => url.pathname === path);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe('rtl');
}

for (const width of [375, 1280]) {
  test(`every page fits ${width} px right to left, without a sideways scroll`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const problems: string[] = [];
    for (const { path } of routesConfig.routes) {
      await openRightToLeft(page, path);
      problems.push(...mirroringProblems(path, width, await page.evaluate(mirroring)));
    }
    expect(problems).toEqual([]);
  });
}

test('the header reads from the right: logo, menus and submenus mirrored', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const path = routesConfig.routes[0]!.path;
  await openRightToLeft(page, path);
  const header = page.locator('.site-header');
  const box = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!;

  const logo = await box(header.locator('.site-header__logo'));
  const firstItem = await box(header.locator('.site-nav__items > .site-nav__item').first());
  expect(logo.x, 'the logo is right of the first menu item').toBeGreaterThan(firstItem.x + firstItem.width);

  // The first menu with a submenu: it opens under its button, lined up with the button's right edge.
  const menuId = await header.locator('.dropdown:has(.dropdown__submenu)').first().getAttribute('id');
  const toggle = header.locator(`.site-nav__toggle[aria-controls="${menuId}"]`);
  await toggle.click();
  const menu = page.locator(`[id="${menuId}"]`);
  await expect(menu).toBeVisible();
  const button = await box(toggle);
  const opened = await box(menu);
  expect(Math.abs(opened.x + opened.width - (button.x + button.width))).toBeLessThanOrEqual(1);

  // Its submenu opens on the item's left, the way the line reads.
  const submenu = menu.locator('.dropdown__submenu').first();
  await submenu.locator('.dropdown__submenu-toggle').hover();
  const children = submenu.locator('.dropdown__children');
  await expect(children).toBeVisible();
  expect((await box(children)).x + (await box(children)).width).toBeLessThanOrEqual((await box(submenu)).x);

  // The skip link, shown on a fresh page's first Tab, is at the page's right.
  await openRightToLeft(page, path);
  await page.keyboard.press('Tab');
  const skip = page.locator('.skip-link');
  await expect(skip).toBeFocused();
  const shown = await box(skip);
  expect(shown.x).toBeGreaterThan(1280 / 2);
});

/** Called in a test.describe: a server in front of the site that rewrites every page, for its tests. Returns its address. */
function rewritingServerForTheseTests(rewrite: (html: string) => string): () => string {
  let server: RewritingServer | undefined;
  test.beforeAll(async () => {
    server = await startRewritingServer(process.env.BASE_URL!, (_path, html) => rewrite(html));
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return () => server!.url;
}

test.describe('in the other engines', () => {
  const server = rewritingServerForTheseTests(rightToLeft);

  test('every page fits 375 and 1,280 px right to left in Firefox ESR', async () => {
    test.skip(!engineAvailable('firefox'), 'Firefox ESR is not installed');
    test.setTimeout(180_000);
    const browser = await launch('firefox');
    try {
      const problems: string[] = [];
      for (const width of [375, 1280]) {
        const page = await openPage(browser, 'firefox', width);
        for (const { path } of routesConfig.routes) {
          await page.goto(new URL(path, server()).href);
          problems.push(...mirroringProblems(path, width, await page.evaluate(mirroring)));
        }
        await page.close();
      }
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('every page fits its narrowest window and 1,280 px right to left in WebKitGTK', async () => {
    test.skip(!webkitAvailable(), 'WebKitGTK, its WebDriver or Xvfb is not installed');
    test.setTimeout(240_000);
    const webkit = await startWebKit();
    try {
      const { driver } = webkit;
      const problems: string[] = [];
      for (const outer of [375, 1280]) {
        // The window's outer width (MiniBrowser's gets no narrower than about 450 px): the page reads its own.
        await driver.manage().window().setRect({ width: outer, height: 800 });
        for (const { path } of routesConfig.routes) {
          await driver.get(new URL(path, server()).href);
          const width = await driver.executeScript<number>('return document.documentElement.clientWidth');
          problems.push(...mirroringProblems(path, width, await inWebKitPage(driver, mirroring)));
        }
      }
      expect(problems).toEqual([]);
    } finally {
      await webkit.stop();
    }
  });
});

/** The pages that show phone numbers, e-mail addresses, prices or counts, or a form (its phone and e-mail fields). */
const PAGES_WITH_NUMBERS = pathsWith((section) =>
  ['officeList', 'serviceCards', 'pricingPlans', 'counters', 'form'].includes(section.type),
);

/** A browser of one engine as the Arabic checks drive it. */
interface ArabicBrowser {
  /** Opens `path` made the Arabic page, about `width` px wide, its fonts loaded; returns its width. */
  open(path: string, width: number): Promise<number>;
  run<T>(check: () => T | Promise<T>): Promise<T>;
}

/** The widths the header must fit right to left (WebKitGTK's window gets no narrower than about 450 px). */
const ARABIC_HEADER_WIDTHS = [320, 375, 768, 1280];

/** What reads out of order or does not fit in Arabic pages, as sentences. */
async function arabicProblems(browser: ArabicBrowser): Promise<string[]> {
  const problems: string[] = [];
  for (const width of [375, 1280])
    for (const path of PAGES_WITH_NUMBERS) {
      await browser.open(path, width);
      const found = await browser.run(numbersInOrder);
      if (found.checked === 0) problems.push(`${path}: no phone number, address, price or count found`);
      problems.push(...found.problems.map((problem) => `${path} at ${width} px: ${problem}`));
    }
  const home = routesConfig.routes[0]!.path;
  for (const asked of ARABIC_HEADER_WIDTHS) {
    const width = await browser.open(home, asked);
    const fit = await browser.run(headerFitProblems);
    problems.push(...fit.map((problem) => `the header at ${width} px: ${problem}`));
    problems.push(...mirroringProblems(home, width, await browser.run(mirroring)));
  }
  return problems;
}

/** Waits for the page's fonts (the Arabic typeface swaps in once loaded) and returns its width. */
function fontsLoaded(): Promise<number> {
  return document.fonts.ready.then(() => document.documentElement.clientWidth);
}

test.describe('Arabic text: numbers, addresses and prices in their own order, the header fits', () => {
  test('in Chromium', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = await arabicProblems({
      async open(path, width) {
        await page.setViewportSize({ width, height: 800 });
        await openRightToLeft(page, path, asArabicPage);
        return page.evaluate(fontsLoaded);
      },
      run: (check) => page.evaluate(check),
    });
    expect(problems).toEqual([]);
  });

  test.describe('in the other engines', () => {
    const server = rewritingServerForTheseTests(asArabicPage);

    test('in Firefox ESR', async () => {
      test.skip(!engineAvailable('firefox'), 'Firefox ESR is not installed');
      test.setTimeout(180_000);
      const browser = await launch('firefox');
      try {
        const page = await browser.newPage();
        const problems = await arabicProblems({
          async open(path, width) {
            await page.setViewport({ width, height: 800 });
            await page.goto(new URL(path, server()).href);
            return page.evaluate(fontsLoaded);
          },
          run: (check) => page.evaluate(check),
        });
        expect(problems).toEqual([]);
      } finally {
        await browser.close();
      }
    });

    test('in WebKitGTK', async () => {
      test.skip(!webkitAvailable(), 'WebKitGTK, its WebDriver or Xvfb is not installed');
      test.setTimeout(240_000);
      const webkit = await startWebKit();
      try {
        const { driver } = webkit;
        const problems = await arabicProblems({
          async open(path, width) {
            // The window's outer width: the page reads its own.
            await driver.manage().window().setRect({ width, height: 800 });
            await driver.get(new URL(path, server()).href);
            return inWebKitPage(driver, fontsLoaded);
          },
          run: (check) => inWebKitPage(driver, check),
        });
        expect(problems).toEqual([]);
      } finally {
        await webkit.stop();
      }
    });
  });
});
