// The editor's tests: each gets its own editor server over its own copy of the config (the site's
// fixtures still fail a test on any console error or CSP violation), and helpers for its screens.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { WCAG_TAGS } from './accessibility.ts';
import { expect, test as siteTest } from './fixtures.ts';
import { startEditor, type EditorServer } from './editor-server.ts';

export const test = siteTest.extend<{ editor: EditorServer }>({
  editor: async ({}, use) => {
    const editor = await startEditor();
    await use(editor);
    await editor.stop();
  },
  baseURL: async ({ editor }, use) => {
    await use(editor.url);
  },
});

export { expect };

/** Opens the editor and waits until it shows the first page and its preview. */
export async function openEditor(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Content' })).toBeVisible();
  await expect(preview(page).locator('main')).toBeVisible();
}

export function preview(page: Page) {
  return page.frameLocator('iframe[title="Preview"]');
}

export function problems(page: Page) {
  return page.getByRole('region', { name: /^Problems/ });
}

export function saveButton(page: Page) {
  return page.getByRole('button', { name: 'Save', exact: true });
}

/** Opens a page of the Content list by its title. */
export async function openPage(page: Page, title: RegExp | string): Promise<void> {
  await page.getByRole('navigation', { name: 'Content' }).getByRole('button', { name: title }).click();
}

/** Zero WCAG 2.2 A/AA violations on what the editor shows now (the preview frame is the site's, checked by the site's tests). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('iframe').analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
