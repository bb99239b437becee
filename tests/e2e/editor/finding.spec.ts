// Finding things: a search over every text and number of the draft that opens the file at its
// field; list entries titled by their own name; ids made from the name, unique, never typed; a
// section that shows another file's content leads to it. What is expected is read from the config.
import type { Page } from '@playwright/test';
import {
  expect,
  openEditor,
  openPage,
  preview,
  problems,
  readOnlyTest,
  saveButton,
  test,
} from '../support/editor-fixtures.ts';
import { fieldLabel, pageEntry, sectionName } from '../support/editor-content.ts';
import { formatPrice } from '../../../src/shared/money.ts';
import { languageTag } from '../../../src/shared/dates.ts';
import { page as pageConfig, routesConfig } from '../support/site-data.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../support/editor-server.ts';
import { SPEC_CONTENT_DIR } from '../../../src/config/config-dir.ts';

const read = <T>(path: string) => JSON.parse(readFileSync(join(projectRoot, SPEC_CONTENT_DIR, path), 'utf8')) as T;
const servicesFile = read<{ currency: string; services: { title: string; price: number }[] }>('services.json');
const { services } = servicesFile;
const site = read<{ seo: { locale: string } }>('site.json');
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const faq = read<{ items: { id: string; question: string }[] }>('faq.json').items;

async function openFile(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Content' }).getByRole('button', { name }).click();
}

async function unfold(page: Page): Promise<void> {
  await expect(page.locator('.file-editor form.rjsf')).toBeVisible();
  const closed = page.locator('details.fold:not([open]) > summary');
  while ((await closed.count()) > 0) await closed.first().click();
}

readOnlyTest(
  'the search finds a price as the visitor reads it and a question, names each place by its titles and opens it at its field',
  async ({ page }) => {
    // A price with cents, as the price list writes it ("$78.75"): the visitor's words, not the file's (78.75).
    const service = services.find(
      (candidate) =>
        !Number.isInteger(candidate.price) && services.filter((other) => other.price === candidate.price).length === 1,
    )!;
    const index = services.indexOf(service);
    const shown = formatPrice(service.price, servicesFile.currency, languageTag(site.seo.locale));
    await openEditor(page);
    const search = page.getByRole('searchbox', { name: 'Search the content' });
    await search.fill(shown);
    const results = page.getByRole('list', { name: 'Places found' });
    // Named by titles, not keys: "Paid services › Bug Reporting & Fixes › Starting price", not "services 2 › price".
    const place = results.getByRole('button', {
      name: new RegExp(`^Paid services › ${literally(service.title)} › Starting price ${literally(shown)}$`),
    });
    await expect(place).toBeVisible();
    await place.click();
    const price = page.locator(`[id="file_services_${index}_price"]`);
    await expect(price).toBeFocused();
    await expect(price).toHaveValue(String(service.price));
    // The preview goes to a page that shows the services, so the price is seen as it is typed.
    const showing = routesConfig.routes.find((candidate) =>
      pageConfig(candidate.page).sections.some((section) => section.type === 'serviceCards'),
    )!;
    await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(
      pageConfig(showing.page).sections[0]!.heading as string,
    );

    await search.fill(faq[0]!.question);
    await results.getByRole('button', { name: new RegExp(` › ${literally(faq[0]!.question)} › Question `) }).click();
    await expect(page.locator('[id="file_items_0_question"]')).toBeFocused();
    await expect(page.locator('[id="file_items_0_question"]')).toHaveValue(faq[0]!.question);

    // A text of a page: its section opens with the field.
    const route = routesConfig.routes.find((candidate) => pageConfig(candidate.page).sections[0]?.heading)!;
    const heading = pageConfig(route.page).sections[0]!.heading as string;
    await search.fill(heading);
    const section = pageConfig(route.page).sections[0]!;
    await results
      .getByRole('button', {
        name: new RegExp(`^${literally(route.path)}.* › ${literally(fieldLabel(section.type, 'heading'))} `),
      })
      .click();
    await expect(page.locator('[id="section-0_heading"]')).toBeFocused();
    await expect(page.locator('[id="section-0_heading"]')).toHaveValue(heading);
  },
);

readOnlyTest(
  'list entries are titled by their own name: each service by its title, each question by its text',
  async ({ page }) => {
    await openEditor(page);
    await openFile(page, /^Paid services/);
    await unfold(page);
    for (const service of services)
      await expect(page.locator('.file-editor legend', { hasText: service.title }).first()).toBeVisible();
    await openFile(page, /^FAQ/);
    await unfold(page);
    for (const item of faq.slice(0, 3))
      await expect(page.locator('.file-editor legend', { hasText: item.question }).first()).toBeVisible();
  },
);

test('a new question gets its id from its text, unique, without one typed', async ({ page, editor }) => {
  await openEditor(page);
  await openFile(page, /^FAQ/);
  await unfold(page);
  const question = 'How fast does support answer?';
  for (const _ of [1, 2]) {
    await page.locator('[id="file_items__add"]').click();
    const last = (await page.locator('[id^="file_items_"][id$="_question"]').count()) - 1;
    await page.locator(`[id="file_items_${last}_question"]`).fill(question);
    await page.locator(`[id="file_items_${last}_answer"]`).fill('Within the hour, day and night.');
  }
  const count = faq.length + 2;
  await expect(page.locator(`[id="file_items_${count - 2}_id"]`)).toHaveValue('how-fast-does-support-answer');
  await expect(page.locator(`[id="file_items_${count - 1}_id"]`)).toHaveValue('how-fast-does-support-answer-2');
  await expect(problems(page)).toContainText('No problems');
  await saveButton(page).click();
  await expect(page.getByRole('status')).toContainText('Saved: faq.json');
  const saved = JSON.parse(editor.read('faq.json')).items as { id: string }[];
  expect(saved.slice(-2).map((item) => item.id)).toEqual([
    'how-fast-does-support-answer',
    'how-fast-does-support-answer-2',
  ]);
});

readOnlyTest('a section that shows another file links to it: the service cards to the services', async ({ page }) => {
  const route = routesConfig.routes.find((candidate) =>
    pageConfig(candidate.page).sections.some((section) => section.type === 'serviceCards'),
  )!;
  const index = pageConfig(route.page).sections.findIndex((section) => section.type === 'serviceCards');
  await openEditor(page);
  await openPage(page, pageEntry(route));
  await page.getByRole('button', { name: sectionName(index + 1, 'serviceCards') }).click();
  await page.getByRole('button', { name: 'Edit the services' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Paid services' })).toBeVisible();
  await unfold(page);
  await expect(page.locator('[id="file_services_0_price"]')).toHaveValue(String(services[0]!.price));
});
