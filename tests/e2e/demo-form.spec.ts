// The demo booking form, end to end: messages under their conditions, the Processing notice, the
// success banner for about three seconds, the stored row and both mails; a failed request keeps data.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { readCapturedMails } from './support/smtp-capture.ts';
import { storedSubmissions } from './support/submissions.ts';

const root = resolve(import.meta.dirname, '../..');
const demo = JSON.parse(readFileSync(join(root, 'site-config/forms/demo.json'), 'utf8')) as { success: { text: string }; submittedLabel: string; processingLabel: string; failure: { network: string } };
const site = JSON.parse(readFileSync(join(root, 'site-config/site.json'), 'utf8')) as { contacts: { emails: { sales: string } } };

const field = (page: Page, name: string) => page.locator(`#demo_${name}`);
const messageOf = (page: Page, name: string) => page.locator(`#demo_${name}__error`);

for (const path of ['/get-demo', '/contact']) {
  test.describe(`the demo form on ${path}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
    });

    test('shows each message under its condition, only once a field was touched', async ({ page }) => {
      await expect(page.locator('.form__error')).toHaveCount(0);
      await field(page, 'FirstName').focus();
      await field(page, 'LastName').focus();
      await expect(messageOf(page, 'FirstName')).toHaveText('First Name is required.');
      await expect(page.locator('.form__error')).toHaveCount(1);
      await field(page, 'FirstName').fill('A');
      await expect(messageOf(page, 'FirstName')).toHaveText('First Name must be at least 2 characters long.');
      await expect(field(page, 'FirstName')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'FirstName')).toHaveAttribute('aria-describedby', 'demo_FirstName__error');
      await field(page, 'FirstName').fill('Al');
      await expect(messageOf(page, 'FirstName')).toHaveCount(0);

      await field(page, 'Email').focus();
      await field(page, 'phoneNumber').focus();
      await expect(messageOf(page, 'Email')).toHaveText('Email is required.');
      await field(page, 'Email').fill('al@');
      await expect(messageOf(page, 'Email')).toHaveText('Please enter a valid Email address.');
      await field(page, 'Email').fill('al@example.com');
      await expect(messageOf(page, 'Email')).toHaveCount(0);

      await field(page, 'company').focus();
      await expect(messageOf(page, 'phoneNumber')).toHaveText('Phone Number is required.');
      await field(page, 'phoneNumber').fill('12345');
      await expect(messageOf(page, 'phoneNumber')).toHaveText('Please enter a valid 10-digit phone number.');
      await field(page, 'phoneNumber').fill('512 555 0143');
      await expect(messageOf(page, 'phoneNumber')).toHaveCount(0);
    });

    test('an invalid submit shows every error and puts focus on the first invalid field', async ({ page }) => {
      await field(page, 'Email').fill('someone@example.com');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(messageOf(page, 'FirstName')).toHaveText('First Name is required.');
      await expect(messageOf(page, 'phoneNumber')).toHaveText('Phone Number is required.');
      await expect(messageOf(page, 'Email')).toHaveCount(0);
      await expect(field(page, 'FirstName')).toBeFocused();
    });

    test('a valid submit shows Processing, then the banner for about 3 s; row and both mails hold what was typed', async ({ page }) => {
      const stamp = `${path.slice(1)}-${Date.now()}`;
      const typed = { FirstName: 'Maya', LastName: `Iyer ${stamp}`, Email: `maya.${stamp}@example.com`, phoneNumber: '9845012345', company: 'Tarawind Electricals', message: 'Please show us production planning\nand the inventory module.' };
      // Hold the request a moment so the notice can be seen; the real server still answers it.
      await page.route('**/api/LoginControl/bookDemo', async (route) => {
        await new Promise((done) => setTimeout(done, 600));
        await route.continue();
      });
      for (const [name, value] of Object.entries(typed)) await field(page, name).fill(value);
      await field(page, 'product').selectOption('HRM');
      await page.waitForTimeout(1600);
      await page.getByRole('button', { name: 'Submit' }).click();

      const overlay = page.locator('.processing');
      await expect(overlay).toBeVisible();
      await expect(overlay).toContainText(demo.processingLabel);
      expect(await overlay.evaluate((element) => getComputedStyle(element).zIndex)).toBe('99999');
      await expect(overlay).toBeFocused();

      const banner = page.getByText(demo.success.text);
      await expect(banner).toBeVisible();
      const shownAt = Date.now();
      await expect(overlay).toHaveCount(0);
      await expect(page.getByText(demo.submittedLabel, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
      await expect(field(page, 'FirstName')).toHaveValue('');
      await expect(banner).toBeHidden({ timeout: 5000 });
      const shownFor = Date.now() - shownAt;
      expect(shownFor).toBeGreaterThan(2500);
      expect(shownFor).toBeLessThan(4000);
      await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();

      const row = (await storedSubmissions(process.env.E2E_DATA_DIR!, 'demo')).find((submission) => (submission.payload as { Email: string }).Email === typed.Email);
      expect(row?.payload).toEqual({ ...typed, product: 'HRM' });

      const ours = () => readCapturedMails(process.env.E2E_MAIL_DIR!).filter((mail) => mail.text.includes(stamp) || mail.to.includes(typed.Email));
      await expect.poll(() => ours().length, { timeout: 10_000 }).toBe(2);
      const mails = ours();
      const notification = mails.find((mail) => mail.to.includes(site.contacts.emails.sales))!;
      const confirmation = mails.find((mail) => mail.to.includes(typed.Email))!;
      expect(notification.headers['reply-to']).toBe(typed.Email);
      for (const line of [`First Name: ${typed.FirstName}`, `Last Name: ${typed.LastName}`, `Email: ${typed.Email}`, `Phone Number: ${typed.phoneNumber}`, `Company: ${typed.company}`, 'Product: HRM', `Message: ${typed.message}`]) {
        expect(notification.text).toContain(line);
      }
      expect(confirmation.text).toContain(`Hello ${typed.FirstName},`);
    });

    test('a failed request keeps what was typed, says so, and lets the visitor send again', async ({ page, problems }) => {
      problems.expected.push(/ERR_CONNECTION_REFUSED|ERR_FAILED/);
      await page.route('**/api/LoginControl/bookDemo', (route) => route.abort('connectionrefused'), { times: 1 });
      await field(page, 'FirstName').fill('Omar');
      await field(page, 'Email').fill(`omar.${Date.now()}@example.com`);
      await field(page, 'phoneNumber').fill('5125550199');
      await page.waitForTimeout(1600);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('alert')).toHaveText(demo.failure.network);
      await expect(page.locator('.processing')).toHaveCount(0);
      await expect(field(page, 'FirstName')).toHaveValue('Omar');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText(demo.success.text)).toBeVisible();
    });
  });
}

test('?product= preselects the matching product, and only a matching one', async ({ page }) => {
  await page.goto('/get-demo?product=crm');
  await waitForHydration(page);
  await expect(field(page, 'product')).toHaveValue('CRM');
  await page.goto('/get-demo?product=inventory');
  await waitForHydration(page);
  await expect(field(page, 'product')).toHaveValue('Supply Chain');
  await page.goto('/get-demo?product=purchases');
  await waitForHydration(page);
  await expect(field(page, 'product')).toHaveValue('');
});

test('the form also works after a client-side navigation to its page', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  await page.locator('header').getByRole('link', { name: 'BOOK A DEMO' }).click();
  await expect(page).toHaveURL(/\/get-demo$/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(messageOf(page, 'FirstName')).toHaveText('First Name is required.');
});
