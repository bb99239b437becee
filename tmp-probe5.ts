import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (let i = 0; i < 3; i++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const t = Date.now();
  await page.goto('http://127.0.0.1:3101/');
  await page.locator('.section-item').first().waitFor();
  const t1 = Date.now() - t;
  await page.frameLocator('iframe[title="Preview"]').locator('main h1').waitFor();
  const t2 = Date.now() - t;
  const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => `${e.name.split('/').pop()} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`));
  const frameEntries = await page.frames()[1]!.evaluate(() => [`nav ${Math.round(performance.timeOrigin)}`, ...performance.getEntriesByType('resource').map((e) => `${e.name.split('/').pop()} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`)]);
  const origin = await page.evaluate(() => performance.timeOrigin);
  console.log('sections', t1, 'preview', t2, 'frame origin offset', Math.round(Number(frameEntries[0]!.split(' ')[1]) - origin));
  if (i === 2) { console.log(entries.join('\n')); console.log(frameEntries.join('\n')); }
  await page.close();
}
await browser.close();
