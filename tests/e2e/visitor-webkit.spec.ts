// The visitor's flows in Safari's engine: Debian's WebKitGTK through its WebKitWebDriver under Xvfb
// (support/webkit.ts). Every page with scripts reloaded scrolled down and opened at a #fragment
// starts them, and the header fits from 320 to 1,920 px (every 40 px: a resize of this browser is
// slow). Firefox and Chromium run the full set (visitor-browsers.spec.ts); the forms are not driven
// here: under the test runner, this driver answered "Could not parse element info" to finding a
// form's field, which the same calls outside it did not.
import { expect, test } from '@playwright/test';
import { HEADER_WIDTHS, headerFitProblems } from './support/header-fit.ts';
import { fragmentOf, pagesWithScripts } from './support/pages-with-scripts.ts';
import { inWebKitPage, webkitForTheseTests, webkitHydrated } from './support/webkit.ts';

const url = (path: string) => new URL(path, process.env.BASE_URL).href;

test.describe('WebKitGTK (WebKitWebDriver)', () => {
  const webkit = webkitForTheseTests();

  test('every page with scripts starts them when reloaded scrolled down and when opened at a #fragment', async () => {
    test.setTimeout(180_000);
    const driver = webkit();
    for (const path of pagesWithScripts) {
      await driver.get(url(path));
      await webkitHydrated(driver);
      await driver.executeScript('window.scrollTo(0, 600)');
      await driver.navigate().refresh();
      await webkitHydrated(driver);
      const fragment = fragmentOf(path);
      if (fragment) {
        await driver.get('about:blank');
        await driver.get(url(`${path}#${fragment}`));
        await webkitHydrated(driver);
      }
    }
  });

  test('the header fits from 320 to 1,920 px', async () => {
    test.setTimeout(180_000);
    const driver = webkit();
    await driver.get(url('/home'));
    await webkitHydrated(driver);
    const problems: string[] = [];
    const widths = new Set<number>();
    const window = driver.manage().window();
    for (const width of HEADER_WIDTHS.filter((candidate) => candidate % 40 === 0 || candidate === 1920)) {
      // The window's outer width: its page is as wide as the window gives it, which the check reads.
      await window.setRect({ width, height: 800 });
      const inner = await driver.executeScript<number>('return document.documentElement.clientWidth');
      widths.add(inner);
      for (const problem of await inWebKitPage(driver, headerFitProblems)) problems.push(`${inner} px: ${problem}`);
    }
    expect(problems).toEqual([]);
    // The window went down to a small tablet's width (MiniBrowser's window gets no narrower than about
    // 450 px; Firefox and Chromium check from 320) and up past the widest layout.
    expect(Math.min(...widths)).toBeLessThanOrEqual(480);
    expect(Math.max(...widths)).toBeGreaterThanOrEqual(1200);
  });
});
