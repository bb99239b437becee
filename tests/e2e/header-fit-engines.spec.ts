// The header fit of header-fit.spec.ts (issue 44) in the two other engines: Firefox ESR over WebDriver
// BiDi, at every 10 px from 950 to 1,920 px, and Safari's engine (WebKitGTK over WebKitWebDriver),
// every 40 px (a resize of its window is slow), each with the fixture's 6, 8 and 10 main-menu items:
// the row never overflows or wraps, every item is in the row or in the More menu (only the last
// ones, and More shows exactly then), and below 950 px the phone menu's button takes its place.
// Neither driver lets a test change an answer, so a small server in front of the site puts the
// fixture's header into /home (support/header-fixture.ts).
import { expect, test } from '@playwright/test';
import type { Browser } from 'puppeteer-core';
import { headerFitProblems } from './support/header-fit.ts';
import {
  FIXTURE_HEADER_PATH,
  ROW_WIDTHS,
  rowPlaceProblems,
  startHeaderFixtureServer,
  whereItemsAre,
  type HeaderFixtureServer,
  type ItemPlaces,
} from './support/header-fixture.ts';
import { engineAvailable, hydrated, launch, openPage } from './support/other-browsers.ts';
import { inWebKitPage, webkitForTheseTests, webkitHydrated } from './support/webkit.ts';

const COUNTS = [6, 8, 10];
/** The phone menu's widths, below the full row's 950 px. */
const PHONE_WIDTHS = [320, 375, 600, 800, 940];

let fixture: HeaderFixtureServer;
test.beforeAll(async () => {
  fixture = await startHeaderFixtureServer(process.env.BASE_URL!);
});
test.afterAll(async () => {
  await fixture?.stop();
});

/** What is wrong at a width: the fit of what shows, and where the fixture's `count` items are (row or
 *  More above 950 px, the phone menu's button below). */
function problemsAt(count: number, width: number, fit: string[], where: ItemPlaces): string[] {
  const problems = fit.map((problem) => `${width} px: ${problem}`);
  if (where.places.length !== count)
    problems.push(`${width} px: ${where.places.length} items, not the fixture's ${count}`);
  if (width >= 950) problems.push(...rowPlaceProblems(width, where));
  else if (!where.burger) problems.push(`${width} px: no phone menu button`);
  return problems;
}

test.describe('Firefox ESR (WebDriver BiDi)', () => {
  test.skip(!engineAvailable('firefox'), 'Firefox ESR is not installed');
  // One Firefox for the tests of this group a worker runs (a start costs seconds of CPU); each test has
  // a context of its own, so no page is answered from another's cache.
  let firefox: Browser | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    firefox = await launch('firefox');
  });
  test.afterAll(async () => {
    await firefox?.close();
  });

  for (const count of COUNTS)
    test(`with ${count} main-menu items the header fits from 320 to 1,920 px`, async () => {
      test.setTimeout(180_000);
      fixture.use(count);
      const context = await firefox!.createBrowserContext();
      try {
        const page = await openPage(context, 'firefox', 1280);
        await page.goto(new URL(FIXTURE_HEADER_PATH, fixture.url).href);
        await hydrated(page);
        const problems: string[] = [];
        for (const width of [...PHONE_WIDTHS, ...ROW_WIDTHS]) {
          await page.setViewport({ width, height: 700 });
          problems.push(
            ...problemsAt(count, width, await page.evaluate(headerFitProblems), await page.evaluate(whereItemsAre)),
          );
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
});

test.describe('WebKitGTK (WebKitWebDriver)', () => {
  const webkit = webkitForTheseTests();

  for (const count of COUNTS)
    test(`with ${count} main-menu items the header fits from its narrowest window to 1,920 px`, async () => {
      test.setTimeout(240_000);
      fixture.use(count);
      const driver = webkit();
      await driver.get(new URL(FIXTURE_HEADER_PATH, fixture.url).href);
      await webkitHydrated(driver);
      const window = driver.manage().window();
      const problems: string[] = [];
      const widths = new Set<number>();
      for (const outer of [...PHONE_WIDTHS, ...ROW_WIDTHS.filter((width) => width % 40 === 0), 1920]) {
        // The window's outer width: its page is as wide as the window gives it, which the checks read.
        await window.setRect({ width: outer, height: 800 });
        const width = await driver.executeScript<number>('return document.documentElement.clientWidth');
        widths.add(width);
        problems.push(
          ...problemsAt(
            count,
            width,
            await inWebKitPage(driver, headerFitProblems),
            await inWebKitPage(driver, whereItemsAre),
          ),
        );
      }
      expect(problems).toEqual([]);
      // Both sides of the 950 px line were seen (MiniBrowser's window gets no narrower than about 450 px).
      expect(Math.min(...widths)).toBeLessThan(950);
      expect(Math.max(...widths)).toBeGreaterThanOrEqual(1800);
    });
});
