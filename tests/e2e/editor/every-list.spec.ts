// No list breaks the editor. Generated from the schemas: for every kind of file, a page's settings
// and every section type, every list its editing form has (tests/e2e/support/schema-lists.ts) gets
// an entry by its Add button, the new entry made from the schema's defaults; then an entry is moved
// and removed. The page never meets an error (the fixtures fail the test on any), no part of the
// editor shows that it failed, and the draft can still be checked. A list inside another is reached
// through an entry that has it: the one just added, else one already there.
import type { Page } from '@playwright/test';
import { FILE_KINDS } from '../../../src/shared/config-check/config-layout.ts';
import {
  fileFormKey,
  PAGE_SETTINGS,
  sectionFormKey,
  sectionTypesOf,
} from '../../../src/shared/config-edit/form-keys.ts';
import { contentScreens, entryName, pageEntry, heroPage, typeTitle } from '../support/editor-content.ts';
import {
  expect,
  openEditor,
  openPage,
  problems,
  readOnlyTest as test,
  editorShown,
} from '../support/editor-fixtures.ts';
import { listPaths, schemaSet } from '../support/schema-lists.ts';

interface Case {
  name: string;
  formKey: string;
  /** The prefix of the form's field ids. */
  idPrefix: string;
  open: (page: Page) => Promise<void>;
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const entries = contentScreens();

const fileCases: Case[] = FILE_KINDS.flatMap((kind) => {
  const formKey = fileFormKey(kind.schema);
  const screen = entries.find(({ entry }) => kind.match.test(entry.path));
  if (!formKey || !screen) return [];
  return [
    {
      name: `the file ${screen.entry.path}`,
      formKey,
      idPrefix: 'file',
      open: async (page: Page) => {
        await page
          .getByRole('navigation', { name: 'Content' })
          .getByRole('button', { name: entryName(screen.entry.label) })
          .first()
          .click();
        await expect(page.locator('.file-editor form.rjsf')).toBeVisible();
      },
    },
  ];
});

const settingsCase: Case = {
  name: "a page's settings",
  formKey: PAGE_SETTINGS,
  idPrefix: 'page',
  open: async (page) => {
    await openPage(page, pageEntry(heroPage));
    await page.locator('.page-editor__settings summary').click();
    await expect(page.locator('.page-editor__settings form')).toBeVisible();
  },
};

const sectionCases: Case[] = sectionTypesOf(schemaSet.keys()).map((type) => ({
  name: `a new ${type} section`,
  formKey: sectionFormKey(type),
  idPrefix: `section-${heroPage.sections.length}`,
  open: async (page: Page) => {
    await openPage(page, pageEntry(heroPage));
    await page.getByRole('button', { name: 'Add section' }).click();
    await page
      .getByRole('dialog', { name: 'Add a section' })
      .getByRole('button', { name: new RegExp(`^${literally(typeTitle(type))}$`) })
      .click();
    await expect(page.locator(`#section-form-${heroPage.sections.length} form`)).toBeVisible();
  },
}));

/** The ids of the buttons of the editor now. */
async function buttonIds(page: Page): Promise<string[]> {
  return page.locator('button[id]').evaluateAll((buttons) => buttons.map((button) => button.id));
}

function idPattern(idPrefix: string, path: string[], suffix: string): RegExp {
  const parts = [idPrefix, ...path].map((part) =>
    part === '*' ? '(\\d+)' : part === '+' ? '([^_]+)' : literally(part),
  );
  return new RegExp(`^${parts.join('_')}${suffix}$`);
}

/** The id of the list at `path` in the form as it is now: through the entry added last that has it. */
async function listId(page: Page, idPrefix: string, path: string[]): Promise<string | undefined> {
  const pattern = idPattern(idPrefix, path, '__add');
  const rank = (id: string) =>
    pattern
      .exec(id)!
      .slice(1)
      .map((part) => (/^\d+$/.test(part) ? part.padStart(6, '0') : part))
      .join('/');
  const matching = (await buttonIds(page))
    .filter((id) => pattern.test(id))
    .sort((a, b) => rank(a).localeCompare(rank(b)));
  return matching.at(-1)?.slice(0, -'__add'.length);
}

/**
 * The number of the list's last entry shown, plus one (-1 + 1 for none): a new entry is the last and
 * is shown (a long list turns to its page), so the number grows by Add and falls by removing it.
 */
async function lastEntry(page: Page, id: string): Promise<number> {
  const own = new RegExp(`^${literally(id)}_(\\d+)__remove$`);
  const numbers = (await buttonIds(page)).flatMap((button) => {
    const match = own.exec(button);
    return match ? [Number(match[1])] : [];
  });
  return Math.max(-1, ...numbers) + 1;
}

/** A list inside a map's entry (a field's choices): the map gets an entry first, if it has none. */
async function reachThroughMap(page: Page, idPrefix: string, path: string[]): Promise<void> {
  const map = path.indexOf('+');
  if (map < 0) return;
  const mapId = [idPrefix, ...path.slice(0, map)].join('_');
  const entry = idPattern(idPrefix, path.slice(0, map + 1), '');
  const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
  if (
    !ids.some((id) =>
      entry.test(
        id
          .split('__')[0]!
          .split('_')
          .slice(0, map + 2)
          .join('_'),
      ),
    )
  )
    await page.locator(`[id="${mapId}__add"]`).click();
}

/** Opens every folded part of a long file, so its lists are rendered. */
async function unfold(page: Page): Promise<void> {
  const closed = page.locator('details.fold:not([open]) > summary');
  while ((await closed.count()) > 0) await closed.first().click();
}

async function expectEditorWhole(page: Page, newEntry?: string): Promise<void> {
  await editorShown(page);
  await expect(page.locator('.part-failed')).toHaveCount(0);
  await expect(problems(page)).not.toContainText('could not check');
  // A new entry has every property its schema requires (its texts may still be empty).
  if (newEntry) await expect(problems(page)).not.toContainText(new RegExp(`${newEntry}  "[^"]*" must be filled in`));
}

/** The place in the file of an entry of a list, by the list's field id: section-3_cards, 4 -> /sections/3/cards/4. */
function entryPointer(idPrefix: string, listId: string, index: number): string {
  const inForm = listId.slice(idPrefix.length).split('_').join('/');
  const section = /^section-(\d+)$/.exec(idPrefix)?.[1];
  return `${section === undefined ? '' : `/sections/${section}`}${inForm}/${index}`;
}

for (const testCase of [...fileCases, settingsCase, ...sectionCases]) {
  const paths = listPaths(testCase.formKey);
  if (paths.length === 0) continue;
  test(`every list of ${testCase.name} takes a new entry, moves and removes it: ${paths.map((path) => path.join('.')).join(', ')}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openEditor(page);
    await testCase.open(page);
    const pressed: string[] = [];
    for (const path of paths) {
      await unfold(page);
      let id = await listId(page, testCase.idPrefix, path);
      if (!id) {
        await reachThroughMap(page, testCase.idPrefix, path);
        await unfold(page);
        id = await listId(page, testCase.idPrefix, path);
      }
      if (!id) continue;
      const before = await lastEntry(page, id);
      await page.locator(`[id="${id}__add"]`).click();
      await expect.poll(() => lastEntry(page, id)).toBeGreaterThan(before);
      await expectEditorWhole(page, entryPointer(testCase.idPrefix, id, (await lastEntry(page, id)) - 1));
      pressed.push(path.join('.'));
    }
    // Every list of the schema was reached: a list inside another through an entry that has it.
    expect(pressed).toEqual(paths.map((path) => path.join('.')));

    // The last list pressed: its new entry moved up (where it can be) and removed.
    const last = (await listId(page, testCase.idPrefix, paths.at(-1)!))!;
    const count = await lastEntry(page, last);
    const up = page.locator(`[id="${last}_${count - 1}__moveUp"]`);
    if (count > 1 && (await up.isEnabled())) {
      await up.click();
      await expectEditorWhole(page);
    }
    await page.locator(`[id="${last}_${count - 1}__remove"]`).click();
    await expect.poll(() => lastEntry(page, last)).toBeLessThan(count);
    await expectEditorWhole(page);
  });
}
