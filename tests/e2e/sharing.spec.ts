// Share a preview, end to end, on a server of its own over a copy of the fixture config: an editor
// saves a change and makes a link in the Publishing panel (with the keyboard; axe checks the panel);
// a fresh browser without a session opens it, sees the change with the banner that it is a preview,
// gets the headers that keep it out of indexes, shared caches and referrers, follows a link of the
// site and stays inside the preview, and fills in a form that is never sent; then the editor revokes
// it and the link answers the site's 404 page.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import editorText from '../../src/editor/strings.json' with { type: 'json' };
import { candidateFor, type FieldRules } from './support/candidate-values.ts';
import { validationSchema } from '../../src/shared/forms/validation-schema.ts';
import type { FormDefinition } from '../../src/shared/forms/definition.ts';
import { WCAG_TAGS } from './support/accessibility.ts';
import { saveToDraft } from './support/draft-api.ts';
import { expect, test } from './support/fixtures.ts';
import { accountsWithPassword, liveFixtureSite } from './support/live-fixture-site.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

const PASSWORD = 'a long passphrase of mine';
const t = editorText.sharedPreview;

test('a preview link opens the draft without an account, sends no form, and ends when revoked', async ({
  page,
  browser,
  problems,
}) => {
  test.setTimeout(240_000);
  // The editor's first look, before the sign-in, is answered 401; a revoked link answers 404.
  problems.expected.push(/401/, /404/);
  const dir = mkdtempSync(join(tmpdir(), 'sharing-e2e-'));
  let server: RunningServer | undefined;
  try {
    const { configDir, distDir } = liveFixtureSite(dir, { git: false });
    const dataDir = join(dir, 'data');
    await accountsWithPassword(dataDir, { eddie: ['editor'] }, PASSWORD, { eddie: 'Eddie Ode' });
    server = await startServer({ DATA_DIR: dataDir, DIST_DIR: distDir, CONFIG_DIR: configDir });
    const { url } = server;

    await page.goto(`${url}/admin/`);
    await page.getByLabel('Account name').fill('eddie');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const panel = page.getByRole('region', { name: 'Publishing' });
    await expect(panel).toBeVisible({ timeout: 60_000 });

    // A change in the draft, saved: the FAQ's first question (shown on the start page, the home page).
    const live = readFileSync(join(configDir, 'faq.json'), 'utf8');
    const faq = JSON.parse(live) as { items: { question: string }[] };
    const question = 'Is this the draft the sales head should see?';
    faq.items[0]!.question = question;
    const saved = await saveToDraft(page.request, url, { path: 'faq.json', live, value: faq });
    expect(saved.status(), await saved.text()).toBe(200);

    // The link, made with the keyboard: 7 days unless chosen, the draft as it is now.
    const share = panel.getByRole('region', { name: t.title });
    const days = share.getByLabel(t.days);
    await expect(days).toHaveValue('7');
    await days.fill('3');
    await expect(share.getByRole('radio', { name: t.snapshot })).toBeChecked();
    await share.getByRole('button', { name: t.share }).focus();
    await page.keyboard.press('Enter');
    const address = share.getByLabel(t.made);
    await expect(address).toHaveValue(new RegExp(`^${url}/preview/[A-Za-z0-9_-]{43}/$`));
    const link = await address.inputValue();
    await expect(share.getByRole('listitem').filter({ hasText: 'By Eddie Ode, ends' })).toContainText('faq.json');
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include('.share').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // Someone without an account, in a browser of their own.
    const visitor = await browser.newContext();
    try {
      const guest = await visitor.newPage();
      const sent: string[] = [];
      guest.on('request', (request) => {
        if (request.method() === 'POST') sent.push(request.url());
      });
      const opened = await guest.goto(link);
      expect(opened?.status()).toBe(200);
      expect(opened?.headers()).toMatchObject({
        'x-robots-tag': 'noindex, nofollow',
        'cache-control': 'private, no-store',
        'referrer-policy': 'no-referrer',
      });
      const csp = opened?.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      await expect(guest.getByText(t.banner, { exact: true })).toBeVisible();
      await expect(guest.getByText(question)).toBeVisible({ timeout: 30_000 });
      await guest.screenshot({ path: test.info().outputPath('shared-preview.png') });
      const guestAxe = await new AxeBuilder({ page: guest }).withTags(WCAG_TAGS).analyze();
      expect(guestAxe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

      // A form of the site, in the preview: what a visitor types is checked, and never sent.
      const definition = JSON.parse(readFileSync(join(configDir, 'forms/demo.json'), 'utf8')) as FormDefinition;
      await guest.goto(`${link}callback`);
      await expect(guest.getByText(t.banner, { exact: true })).toBeVisible();
      const form = guest.locator('form').first();
      const rules = validationSchema(definition).properties as Record<string, FieldRules>;
      for (const name of definition.schema.required ?? []) {
        const field = form.locator(`[id="${definition.id}_${name}"]`);
        const fieldRules = rules[name]!;
        if (fieldRules.enum) await field.selectOption(fieldRules.enum[0]!);
        else await field.fill(candidateFor(fieldRules));
      }
      await form.getByRole('button', { name: definition.submitLabel }).press('Enter');
      await expect(form.getByRole('status').getByText(editorText.previewFormNotSent, { exact: true })).toBeVisible();
      expect(sent).toEqual([]);

      // A link of the site stays inside the preview.
      await guest.locator('a[href="/help"]:visible').first().click();
      await expect(guest).toHaveURL(`${link}help`);
      await expect(guest.getByText(t.banner, { exact: true })).toBeVisible();

      // Revoked in the editor: the link answers the site's 404 page.
      page.once('dialog', (dialog) => void dialog.accept());
      await share.getByRole('button', { name: /^Revoke the link by Eddie Ode/ }).click();
      await expect(share.getByText(t.none)).toBeVisible();
      const gone = await guest.goto(link);
      expect(gone?.status()).toBe(404);
      expect(gone?.headers()['cache-control']).toBe('private, no-store');
      await expect(guest.getByText(t.banner, { exact: true })).toHaveCount(0);
      expect(sent).toEqual([]);
    } finally {
      await visitor.close();
    }
    // The editor stops asking its server before the server stops.
    await page.goto('about:blank');
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
