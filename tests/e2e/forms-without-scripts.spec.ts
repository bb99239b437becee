// The pages that answer a form sent without its script, in Playwright's Chromium with JavaScript
// off: refused (the messages beside the kept entries) and sent (the success text, at an address of
// its own that a reload shows again), each free of axe WCAG 2.2 A/AA violations and of console
// errors (CSP included). The flows themselves, in Firefox
// and Chromium, are visitor-browsers.spec.ts's.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, Response } from '@playwright/test';
import { WCAG_TAGS } from './support/accessibility.ts';
import { expect, test } from './support/fixtures.ts';
import { form, formPaths } from './support/site-data.ts';
import { storedSubmissions } from './support/submissions.ts';

test.use({ javaScriptEnabled: false });

/** The axe violations of the page the browser shows now. axe runs as a script in the page: the same
 *  HTML is shown again, at the same address, in a page with scripts on. */
async function violations(browser: Browser, page: Page, html: string): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const checked = await context.newPage();
  await checked.route(page.url(), (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  await checked.goto(page.url());
  const results = await new AxeBuilder({ page: checked }).withTags(WCAG_TAGS).analyze();
  await context.close();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
}

for (const formId of ['demo', 'partner']) {
  const definition = form(formId);

  test(`the ${formId} form refused without its script: the page says why, keeps the entries, is accessible`, async ({
    browser,
    page,
    problems,
  }) => {
    // The refusal is answered 400, which the browser reports.
    problems.expected.push(/status of 400/);
    await page.goto(formPaths(formId)[0]!);
    const first = `#${formId}_${definition.schema.required![0]!}`;
    await page.locator(first).fill('A');
    const [answer] = await Promise.all([
      page.waitForResponse(`**${definition.endpoint.url}`),
      page.locator(first).press('Enter'),
    ]);
    await expect(page.getByRole('alert')).toHaveText(definition.failure.invalid);
    await expect(page.locator(first)).toBeFocused();
    await expect(page.locator(first)).toHaveValue('A');
    expect(await violations(browser, page, await answer.text())).toEqual([]);
  });
}

test('a form sent without its script is thanked for at an address that stays: reloaded, it thanks again; accessible', async ({
  browser,
  page,
}) => {
  const demo = form('demo');
  // Opened from a campaign's link: the post's Referer names the page and its campaign.
  await page.goto(`${formPaths('demo')[0]!}?utm_source=fair&utm_campaign=booth`);
  const values = {
    FirstName: 'Maya',
    Email: `axe.${Date.now()}@example.com`,
    // A number with its country code: the phone check is the server's alone here.
    phoneNumber: '+971 50 123 4567',
  };
  for (const [name, value] of Object.entries(values)) await page.locator(`#${demo.id}_${name}`).fill(value);
  const thanksAddress = (response: Response) => response.url().endsWith(`${demo.endpoint.url}?sent`);
  const [answer] = await Promise.all([
    page.waitForResponse(thanksAddress),
    page.locator(`#${demo.id}_FirstName`).press('Enter'),
  ]);
  await expect(page.getByRole('status').filter({ hasText: demo.success.text })).toBeVisible();
  await expect(page.getByText(demo.success.text)).toBeFocused();
  // Posted, redirected, got: the address is the thank-you page's, with nothing the visitor typed.
  expect(new URL(page.url()).pathname).toBe(demo.endpoint.url);
  expect(new URL(page.url()).search).toBe('?sent');
  expect(await violations(browser, page, await answer.text())).toEqual([]);
  const row = (await storedSubmissions(process.env.E2E_DATA_DIR!, 'demo')).find(
    (submission) => (submission.payload as { Email: string }).Email === values.Email,
  );
  expect(row?.source).toEqual({ page: formPaths('demo')[0]!, utmSource: 'fair', utmCampaign: 'booth' });
  // Reloaded (no second post: the browser would ask first), it thanks again rather than "not found".
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  expect(reloaded?.request().method()).toBe('GET');
  await expect(page.getByRole('status').filter({ hasText: demo.success.text })).toBeVisible();
  // The endpoint's own address, opened as a bookmark would, leads to the form.
  const opened = await page.goto(demo.endpoint.url);
  expect(opened?.status()).toBe(200);
  expect(formPaths('demo')).toContain(new URL(page.url()).pathname);
  await expect(page.locator(`#${demo.id}_FirstName`)).toBeVisible();
});
