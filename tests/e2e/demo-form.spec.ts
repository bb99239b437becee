// The demo booking form, end to end: messages under their conditions, the Processing notice, the
// success banner for the time its config gives (on the page's own clock), the stored row and both
// mails; a failed request keeps data. Texts come from the form's config, read at test time.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { readCapturedMails } from './support/smtp-capture.ts';
import { form, formPaths, navigation, routesConfig, site } from './support/site-data.ts';
import { storedSubmissions } from './support/submissions.ts';

const demo = form('demo');
const paths = formPaths('demo');
const messages = (field: string) => demo.messages[field]!;
const title = (field: string) => demo.schema.properties[field]!.title;
const products = demo.schema.properties.product!.enum!;

const field = (page: Page, name: string) => page.locator(`#demo_${name}`);
const messageOf = (page: Page, name: string) => page.locator(`#demo_${name}__error`);
const submit = (page: Page) => page.getByRole('button', { name: demo.submitLabel, exact: true });

/** A mail template's words with the visitor's values in place of {Field}. */
const filled = (template: string, values: Record<string, string>) =>
  template.replace(/\{([A-Za-z]+)\}/g, (_all, name: string) => values[name] ?? '');

for (const path of paths) {
  test.describe(`the demo form on ${path}`, () => {
    test.beforeEach(async ({ page }) => {
      // The page's timers run on a clock the test can stop and move: the banner's time is counted by
      // it, not by a busy machine's. Until paused it follows real time.
      await page.clock.install();
      await page.goto(path);
      await waitForHydration(page);
    });

    test('shows each message under its condition, only once a field was touched', async ({ page }) => {
      await expect(page.locator('.form__error')).toHaveCount(0);
      await field(page, 'FirstName').focus();
      await field(page, 'LastName').focus();
      await expect(messageOf(page, 'FirstName')).toHaveText(messages('FirstName').required!);
      await expect(page.locator('.form__error')).toHaveCount(1);
      await field(page, 'FirstName').fill('A');
      await expect(messageOf(page, 'FirstName')).toHaveText(messages('FirstName').minLength!);
      await expect(field(page, 'FirstName')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'FirstName')).toHaveAttribute('aria-describedby', 'demo_FirstName__error');
      await field(page, 'FirstName').fill('Al');
      await expect(messageOf(page, 'FirstName')).toHaveCount(0);

      await field(page, 'Email').focus();
      await field(page, 'phoneNumber').focus();
      await expect(messageOf(page, 'Email')).toHaveText(messages('Email').required!);
      await field(page, 'Email').fill('al@');
      await expect(messageOf(page, 'Email')).toHaveText(messages('Email').format!);
      await field(page, 'Email').fill('al@example.com');
      await expect(messageOf(page, 'Email')).toHaveCount(0);

      await field(page, 'company').focus();
      await expect(messageOf(page, 'phoneNumber')).toHaveText(messages('phoneNumber').required!);
      await field(page, 'phoneNumber').fill('12345');
      await expect(messageOf(page, 'phoneNumber')).toHaveText(messages('phoneNumber').format!);
      await field(page, 'phoneNumber').fill('512 555 0143');
      await expect(messageOf(page, 'phoneNumber')).toHaveCount(0);
      // A number with its country code, from each of the offices' countries; one too short for its country.
      for (const number of ['+971 50 123 4567', '+91 98765 43210', '+1 512 555 0143']) {
        await field(page, 'phoneNumber').fill(number);
        await expect(messageOf(page, 'phoneNumber'), number).toHaveCount(0);
      }
      await field(page, 'phoneNumber').fill('+971 50 123 456');
      await expect(messageOf(page, 'phoneNumber')).toHaveText(messages('phoneNumber').format!);
    });

    test('a phone number sent before its check has loaded is judged by it, and not sent', async ({ page }) => {
      // The check of phone numbers loads once the visitor starts on the form; here it arrives late.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let asked = false;
      await page.route('**/assets/code-format-checks-*.js', async (route) => {
        asked = true;
        await released;
        await route.continue();
      });
      let posts = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === demo.endpoint.url) posts += 1;
      });
      await field(page, 'FirstName').fill('Omar');
      await field(page, 'Email').fill(`omar.${Date.now()}@example.com`);
      await field(page, 'phoneNumber').fill('+971 50 123 456');
      await expect.poll(() => asked).toBe(true);
      await submit(page).click();
      release();
      await expect(messageOf(page, 'phoneNumber')).toHaveText(messages('phoneNumber').format!);
      await expect(field(page, 'phoneNumber')).toBeFocused();
      // Then a good number goes through: the refusal above sent nothing.
      await field(page, 'phoneNumber').fill('+971 50 123 4567');
      await submit(page).click();
      await expect(page.getByText(demo.success.text)).toBeVisible();
      expect(posts).toBe(1);
    });

    test('an invalid submit shows every error and puts focus on the first invalid field', async ({ page }) => {
      await field(page, 'Email').fill('someone@example.com');
      await submit(page).click();
      await expect(messageOf(page, 'FirstName')).toHaveText(messages('FirstName').required!);
      await expect(messageOf(page, 'phoneNumber')).toHaveText(messages('phoneNumber').required!);
      await expect(messageOf(page, 'Email')).toHaveCount(0);
      await expect(field(page, 'FirstName')).toBeFocused();
    });

    test('a valid submit shows Processing, then the banner for its time; row and both mails hold what was typed', async ({
      page,
    }) => {
      const stamp = `${path.slice(1)}-${Date.now()}`;
      const product = products.at(-1)!;
      const typed = {
        FirstName: 'Maya',
        LastName: `Iyer ${stamp}`,
        Email: `maya.${stamp}@example.com`,
        phoneNumber: '9845012345',
        company: 'Tarawind Electricals',
        message: 'Please show us production planning\nand the inventory module.',
      };
      // The request waits until the test has seen the Processing notice; the real server then answers it.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**' + demo.endpoint.url, async (route) => {
        await released;
        await route.continue();
      });
      // From here the page's time moves only when the test moves it (a jump ahead, then a stop).
      await page.clock.pauseAt(Date.now() + 10 * 60_000);
      for (const [name, value] of Object.entries(typed)) await field(page, name).fill(value);
      await field(page, 'product').selectOption(product);
      await submit(page).click();

      const overlay = page.locator('.processing');
      await expect(overlay).toBeVisible();
      await expect(overlay).toContainText(demo.processingLabel);
      expect(await overlay.evaluate((element) => getComputedStyle(element).zIndex)).toBe('99999');
      await expect(overlay).toBeFocused();
      // Under the notice, the button says the form is on its way, and takes no second click.
      const sending = page.getByRole('button', { name: demo.submittedLabel, exact: true });
      await expect(sending).toBeDisabled();

      release();
      const banner = page.getByText(demo.success.text);
      await expect(banner).toBeVisible();
      await expect(overlay).toHaveCount(0);
      // The notice that held the focus and the button are gone: the focus is on the banner, not the page.
      await expect(banner).toBeFocused();
      await expect(submit(page)).toHaveCount(0);
      // The thank-you stands alone: nothing under it says something is still loading.
      await expect(page.getByText(demo.submittedLabel, { exact: true })).toHaveCount(0);
      await expect(field(page, 'FirstName')).toHaveValue('');
      await page.clock.runFor(demo.success.durationMs - 1);
      await expect(banner).toBeVisible();
      await page.clock.runFor(1);
      await expect(banner).toBeHidden();
      await expect(submit(page)).toBeVisible();
      await expect(submit(page)).toBeFocused();

      const row = (await storedSubmissions(process.env.E2E_DATA_DIR!, 'demo')).find(
        (submission) => (submission.payload as { Email: string }).Email === typed.Email,
      );
      expect(row?.payload).toEqual({ ...typed, product });

      const values = { ...typed, product };
      const ours = () =>
        readCapturedMails(process.env.E2E_MAIL_DIR!).filter(
          (mail) => mail.text.includes(stamp) || mail.to.includes(typed.Email),
        );
      await expect.poll(() => ours().length, { timeout: 10_000 }).toBe(demo.mails!.length);
      const [noticeTemplate, confirmationTemplate] = demo.mails!;
      const notification = ours().find((mail) =>
        mail.to.includes(site.contacts.emails[noticeTemplate!.to as 'sales']),
      )!;
      const confirmation = ours().find((mail) => mail.to.includes(typed.Email))!;
      expect(notification.headers['reply-to']).toBe(typed.Email);
      for (const [name, value] of Object.entries(values))
        expect(notification.text).toContain(`${title(name)}: ${value}`);
      expect(confirmation.text).toContain(filled(confirmationTemplate!.paragraphs[0]!, values));
    });

    test('a failed request keeps what was typed, says so, and lets the visitor send again', async ({
      page,
      problems,
    }) => {
      problems.expected.push(/ERR_CONNECTION_REFUSED|ERR_FAILED/);
      await page.route('**' + demo.endpoint.url, (route) => route.abort('connectionrefused'), { times: 1 });
      await field(page, 'FirstName').fill('Omar');
      await field(page, 'Email').fill(`omar.${Date.now()}@example.com`);
      await field(page, 'phoneNumber').fill('5125550199');
      await submit(page).click();
      await expect(page.getByRole('alert')).toHaveText(demo.failure.network);
      await expect(page.locator('.processing')).toHaveCount(0);
      await expect(field(page, 'FirstName')).toHaveValue('Omar');
      await submit(page).click();
      await expect(page.getByText(demo.success.text)).toBeVisible();
    });
  });
}

test('?product= preselects the product it names, and only one it names', async ({ page }) => {
  const [query, product] = Object.entries(demo.prefill!.find((rule) => rule.queryParam === 'product')!.values)[0]!;
  await page.goto(`${paths[0]}?product=${query}`);
  await waitForHydration(page);
  await expect(field(page, 'product')).toHaveValue(product);
  await page.goto(`${paths[0]}?product=no-such-product`);
  await waitForHydration(page);
  await expect(field(page, 'product')).toHaveValue('');
});

test('a topic the address names is preselected, sent, and named to sales in the notice', async ({ page }) => {
  const rule = demo.prefill!.find((entry) => entry.field === 'topic')!;
  const [query, topic] = Object.entries(rule.values).at(-1)!;
  await page.goto(`${paths.at(-1)}?${rule.queryParam}=${query}`);
  await waitForHydration(page);
  await expect(field(page, 'topic')).toHaveValue(topic);
  const stamp = `topic-${Date.now()}`;
  const typed = { FirstName: 'Ines', Email: `ines.${stamp}@example.com`, phoneNumber: '5125550177' };
  for (const [name, value] of Object.entries(typed)) await field(page, name).fill(value);
  await submit(page).click();
  await expect(page.getByText(demo.success.text)).toBeVisible();
  const row = (await storedSubmissions(process.env.E2E_DATA_DIR!, 'demo')).find(
    (submission) => (submission.payload as { Email: string }).Email === typed.Email,
  );
  expect(row?.payload).toEqual({ ...typed, topic });
  const notice = () =>
    readCapturedMails(process.env.E2E_MAIL_DIR!).find(
      (mail) =>
        mail.to.includes(site.contacts.emails[demo.mails![0]!.to as 'sales']) && mail.text.includes(typed.Email),
    );
  await expect.poll(() => notice()?.text, { timeout: 10_000 }).toContain(`${title('topic')}: ${topic}`);
});

test('the form also works when the visitor comes to its page by a link of another page', async ({ page }) => {
  const button = navigation.header.buttons.find((candidate) => paths.includes(candidate.href))!;
  await page.goto(routesConfig.routes.find((route) => !paths.includes(route.path))!.path);
  await waitForHydration(page);
  await page.locator('header').getByRole('link', { name: button.label }).click();
  await expect(page).toHaveURL(new RegExp(`${button.href}$`));
  await waitForHydration(page);
  await submit(page).click();
  await expect(messageOf(page, 'FirstName')).toHaveText(messages('FirstName').required!);
});

test('a request records where the visit began and its campaign, read by the form’s script from its referrer', async ({
  page,
}) => {
  // A visit that begins on a content page (no script there) from a campaign's link, then goes to the form.
  const button = navigation.header.buttons.find((candidate) => paths.includes(candidate.href))!;
  const landing = routesConfig.routes.find((route) => !paths.includes(route.path))!.path;
  await page.goto(
    `${landing}?utm_source=newsletter&utm_medium=email&utm_campaign=${encodeURIComponent('<b>spring</b>')}`,
  );
  await page.locator('header').getByRole('link', { name: button.label }).click();
  await expect(page).toHaveURL(new RegExp(`${button.href}$`));
  await waitForHydration(page);
  const stamp = `source-${Date.now()}`;
  const typed = { FirstName: 'Lena', Email: `lena.${stamp}@example.com`, phoneNumber: '5125550178' };
  for (const [name, value] of Object.entries(typed)) await field(page, name).fill(value);
  await submit(page).click();
  await expect(page.getByText(demo.success.text)).toBeVisible();
  const row = (await storedSubmissions(process.env.E2E_DATA_DIR!, 'demo')).find(
    (submission) => (submission.payload as { Email: string }).Email === typed.Email,
  );
  expect(row?.source).toEqual({
    page: button.href,
    landingPage: landing,
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: '<b>spring</b>',
  });
  // Nothing of it in an address the site made, nor kept on the visitor's device.
  expect(page.url()).not.toContain('utm_');
  const kept = await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie]);
  expect(kept.slice(0, 2)).toEqual([0, 0]);
  expect(kept[2]).not.toMatch(/utm|newsletter|spring/);
});
