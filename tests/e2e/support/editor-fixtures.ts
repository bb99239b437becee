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

/**
 * For the tests that never write the config (they look, check and type, but never save): one editor
 * server per worker, over one copy of the content, as starting an editor costs seconds. The test fails
 * if its config changed all the same, and its worker (with the server) is then started afresh.
 */
export const readOnlyTest = siteTest.extend<{ editor: EditorServer }, { sharedEditor: EditorServer }>({
  sharedEditor: [
    async ({}, use) => {
      const editor = await startEditor();
      await use(editor);
      await editor.stop();
    },
    { scope: 'worker' },
  ],
  editor: async ({ sharedEditor }, use) => {
    const before = sharedEditor.readAll();
    await use(sharedEditor);
    const after = sharedEditor.readAll();
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
      (path) => before.get(path) !== after.get(path),
    );
    expect(changed, 'files written by a test that shares its editor (use `test` for one that saves)').toEqual([]);
  },
  baseURL: async ({ editor }, use) => {
    await use(editor.url);
  },
});

export { expect };

/**
 * Waits until the editor shows its Content list. It loads the whole config first, which on a machine
 * busy with other work takes well over the usual 10 s; how fast it opens is bench:scale's measure, not
 * a test's.
 */
export async function editorShown(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Content' })).toBeVisible({ timeout: 60_000 });
}

/** Opens the editor and waits until it shows the first page and its preview. */
export async function openEditor(page: Page): Promise<void> {
  await page.goto('/');
  await editorShown(page);
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
