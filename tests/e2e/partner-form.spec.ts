// The partner application, a form defined only in config, end to end at 375 and 1280 px: messages,
// the stored row, the sales notice and the applicant's confirmation, the applicant's lead, and the
// operator's export by its kind; axe with the messages showing. Texts come from the form's config.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formHeaders, validDemo } from './support/api.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { readCapturedMails } from './support/smtp-capture.ts';
import { form, formPaths, site } from './support/site-data.ts';
import { storedSubmissions } from './support/submissions.ts';

const partner = form('partner');
const [path] = formPaths('partner');
const storage = partner.storage!;
const title = (field: string) => partner.schema.properties[field]!.title;
const field = (page: Page, name: string) => page.locator(`#${partner.id}_${name}`);
const messageOf = (page: Page, name: string) => page.locator(`#${partner.id}_${name}__error`);
const submit = (page: Page) => page.getByRole('button', { name: partner.submitLabel, exact: true });
const root = resolve(import.meta.dirname, '../..');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** npm run submissions, on the suite's server data. */
function submissionsCli(...args: string[]) {
  const result = spawnSync(process.execPath, [join(root, 'scripts/submissions.ts'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, DATABASE_URL: '' },
  });
  return { code: result.status, stdout: result.stdout };
}

for (const width of [375, 1280]) {
  test.describe(`the partner application at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.beforeEach(async ({ page }) => {
      await page.goto(path!);
      await waitForHydration(page);
    });

    test('an empty submit shows each required message, in the words of the config, and stays accessible', async ({
      page,
    }) => {
      await submit(page).click();
      for (const name of partner.schema.required!)
        await expect(messageOf(page, name)).toHaveText(partner.messages[name]!.required!);
      await expect(field(page, partner.schema.required![0]!)).toBeFocused();
      await field(page, 'Phone').fill('12');
      await expect(messageOf(page, 'Phone')).toHaveText(partner.messages.Phone!.pattern!);
      const results = await new AxeBuilder({ page }).include(`#${partner.id}`).withTags(WCAG_TAGS).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });

    test('a valid application is stored under its kind, mailed to sales and to the applicant, and joins the applicant’s lead', async ({
      page,
      request,
    }) => {
      // In letters: the company name goes into the applicant's mail, so it refuses a run of six digits (noLinks).
      const stamp = `${width}-${String(Date.now()).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
      const email = `lena.${stamp}@brightpath.example`;
      // The same person asked for a demo first.
      const demo = await request.post(form('demo').endpoint.url, {
        headers: await formHeaders(request),
        data: { ...validDemo, Email: email },
      });
      expect(demo.status()).toBe(201);
      const partnerType = partner.schema.properties.PartnerType!.enum!.at(-1)!;
      const typed = {
        Company: `Brightpath Consulting ${stamp}`,
        ContactName: 'Lena Okafor',
        Email: email,
        Phone: '+44 20 7946 0958',
        Country: 'United Kingdom',
        Message: 'We implement ERP for food distributors in the UK and Ireland.',
      };
      for (const [name, value] of Object.entries(typed)) await field(page, name).fill(value);
      await field(page, 'PartnerType').selectOption(partnerType);
      await submit(page).click();
      await expect(page.getByText(partner.success.text)).toBeVisible();
      await expect(field(page, 'Company')).toHaveValue('');

      const values = { ...typed, PartnerType: partnerType };
      const row = (await storedSubmissions(process.env.E2E_DATA_DIR!, storage.type)).find(
        (submission) => (submission.payload as { Email: string }).Email === email,
      );
      expect(row?.payload).toEqual(values);
      expect(row?.meta).toMatchObject({ form: partner.id });

      const ours = () =>
        readCapturedMails(process.env.E2E_MAIL_DIR!).filter(
          (mail) => mail.text.includes(stamp) || mail.to.includes(email),
        );
      // The applicant's address got the demo's confirmation today, so the application's is not sent: one a day per address.
      await expect
        .poll(() => ours().length, { timeout: 10_000 })
        .toBe(form('demo').mails!.length + partner.mails!.length - 1);
      const [noticeTemplate, confirmationTemplate] = partner.mails!;
      const notice = ours().find(
        (mail) =>
          mail.to.includes(site.contacts.emails[noticeTemplate!.to as 'sales']) &&
          mail.text.includes(`${title('PartnerType')}: `),
      )!;
      expect(notice.headers['reply-to']).toBe(email);
      for (const [name, value] of Object.entries(values)) expect(notice.text).toContain(`${title(name)}: ${value}`);
      const history = noticeTemplate!.history!;
      expect(notice.text).toContain(
        `${history.intro}\n${history.item.replace('{type}', history.types.demo!).replace('{date}', new Date().toISOString().slice(0, 10))}`,
      );
      expect(
        ours().filter((mail) => mail.to.includes(email) && mail.headers.subject === confirmationTemplate!.subject),
      ).toEqual([]);

      // The operator lists it by its kind, and finds it in the applicant's timeline.
      const exported = submissionsCli('export', '--type', storage.type, '--format', 'json');
      expect(exported.code).toBe(0);
      expect((JSON.parse(exported.stdout) as { id: string }[]).map((submission) => submission.id)).toContain(row!.id);
      const lead = submissionsCli('lead', email.toUpperCase());
      expect(lead.stdout).toMatch(
        new RegExp(` demo {2}[0-9a-f-]{36}\\n[\\s\\S]* ${storage.type} {2}${row!.id}\\n[\\s\\S]*2 submissions\\n$`),
      );
    });
  });
}

test('?type= preselects the kind of partnership it names', async ({ page }) => {
  const prefill = partner.prefill!.find((rule) => rule.field === 'PartnerType')!;
  const [query, chosen] = Object.entries(prefill.values)[0]!;
  await page.goto(`${path}?${prefill.queryParam}=${query}`);
  await waitForHydration(page);
  await expect(field(page, 'PartnerType')).toHaveValue(chosen);
});
