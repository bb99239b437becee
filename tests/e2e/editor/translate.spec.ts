// Translating in the editor (issue 42): on a site of two languages, the marketer chooses Arabic, opens
// a page, sees each English text above its translation (marked when untranslated or changed in
// English since), types the hero's heading in Arabic from the keyboard, sees it in the preview, and
// saves: the translation file holds it with the English text it was made from, in the page's order.
// The Content list says how each page, article and form stands in Arabic, and offers to translate
// one with texts left, as the editor does after a new page is created.
// The specified content has one language: the spec's copy names two and carries one translation.
import type { Locator, Page } from '@playwright/test';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SPEC_CONTENT_DIR } from '../../../src/config/config-dir.ts';
import { heroPage, pageEntry } from '../support/editor-content.ts';
import { navigation, page as pageConfig, routesConfig } from '../support/site-data.ts';
import { startEditor } from '../support/editor-server.ts';
import { textsOf } from '../../../src/shared/translation.ts';
import { projectRoot } from '../support/editor-server.ts';
import { expect, expectAccessible, openEditor, preview, saveButton, test } from '../support/editor-fixtures.ts';

const ARABIC = 'العربية';
const hero = heroPage.sections[0]! as unknown as { heading: string };
const pageId = heroPage.file.slice('pages/'.length);
const translationPath = `translations/ar/pages/${pageId}`;
const OLD_TITLE = 'A title the page no longer has';
const TITLE_IN_ARABIC = 'عنوان الصفحة';
const HEADING_IN_ARABIC = 'نظام واحد لطلباتك ومخزونك';

// A routed page that shows a form, the form's first field with a label, and that label in Arabic.
const formRoute = routesConfig.routes.find((route) =>
  pageConfig(route.page).sections.some((section) => section.type === 'form'),
)!;
const formId = String(pageConfig(formRoute.page).sections.find((section) => section.type === 'form')!.form);
const formDefinition = JSON.parse(
  readFileSync(join(projectRoot, SPEC_CONTENT_DIR, `forms/${formId}.json`), 'utf8'),
) as {
  schema: { properties: Record<string, { title?: string }> };
};
const [labelled, { title: englishLabel }] = Object.entries(formDefinition.schema.properties).find(
  ([, property]) => typeof property.title === 'string',
)!;
const LABEL_IN_ARABIC = 'حقل بالعربية';

const translateTest = test.extend({
  editor: async ({}, use) => {
    const project = mkdtempSync(join(tmpdir(), 'cortracker-translate-'));
    const configDir = join(project, 'site-config');
    cpSync(join(projectRoot, SPEC_CONTENT_DIR), configDir, { recursive: true });
    const sitePath = join(configDir, 'site.json');
    const site = JSON.parse(readFileSync(sitePath, 'utf8')) as Record<string, unknown>;
    site.languages = [
      { code: 'en', name: 'English', dir: 'ltr', switcherLabel: 'Language' },
      {
        code: 'ar',
        name: ARABIC,
        dir: 'rtl',
        switcherLabel: 'اللغة',
        untranslatedNotice: 'لم تُترجم هذه الصفحة كلها بعد.',
      },
    ];
    writeFileSync(sitePath, `${JSON.stringify(site, null, 2)}\n`);
    // The page's title was translated from an English title it no longer has: out of date.
    mkdirSync(join(configDir, 'translations/ar/pages'), { recursive: true });
    writeFileSync(
      join(configDir, translationPath),
      `${JSON.stringify(
        {
          $schema: '../../../../schemas/translation.schema.json',
          texts: { '/title': { source: OLD_TITLE, text: TITLE_IN_ARABIC } },
        },
        null,
        2,
      )}\n`,
    );
    // The form of a page, with one label translated.
    mkdirSync(join(configDir, 'translations/ar/forms'), { recursive: true });
    writeFileSync(
      join(configDir, `translations/ar/forms/${formId}.json`),
      `${JSON.stringify(
        {
          $schema: '../../../../schemas/translation.schema.json',
          texts: { [`/schema/properties/${labelled}/title`]: { source: englishLabel, text: LABEL_IN_ARABIC } },
        },
        null,
        2,
      )}\n`,
    );
    const editor = await startEditor(project);
    await use(editor);
    await editor.stop();
    rmSync(project, { recursive: true, force: true });
  },
});

translateTest(
  'a heading translated into Arabic from the keyboard is saved with the English text it translates',
  async ({ page, editor }, testInfo) => {
    await openEditor(page);
    await page.getByLabel('Language being edited').selectOption('ar');
    await page
      .getByRole('navigation', { name: 'Content' })
      .getByRole('button', { name: pageEntry(heroPage) })
      .click();
    await expect(page.getByRole('heading', { name: `${heroPage.path} in ${ARABIC}` })).toBeVisible();

    // The title: translated from another English text, so marked, with the English text it was translated from.
    const fields = page.locator('.translation-field');
    // (A page's texts are listed in its file's order: its title first.)
    const title = fields.first();
    await expect(title).toContainText(OLD_TITLE);
    await expect(title).toContainText('Changed in English since translated');
    await expect(title).toContainText(heroPage.title);
    await expect(title.getByRole('textbox')).toHaveValue(TITLE_IN_ARABIC);

    // The hero's heading: untranslated, its English text beside it, and reached from the list of what is left.
    const heading = fields.filter({ has: page.getByText(hero.heading, { exact: true }) }).first();
    await expect(heading).toContainText('Untranslated');
    const box = heading.getByRole('textbox');
    await expect(box).toHaveAttribute('dir', 'rtl');
    await expect(box).toHaveAttribute('lang', 'ar');
    await expect(box).toHaveValue('');
    const label = await box.evaluate((element) => (element as HTMLTextAreaElement).labels[0]!.textContent);
    await page.getByText(/texts? of this file (is|are) left to translate/).click();
    await page
      .locator('.translation-editor__todo')
      .getByRole('button', { name: label!.replace(` in ${ARABIC}`, '') })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    await expect(box).toBeFocused();
    await page.keyboard.type(HEADING_IN_ARABIC);
    await expect(box).toHaveValue(HEADING_IN_ARABIC);
    await expect(heading).not.toContainText('Untranslated');

    // The preview shows the page in Arabic, right to left.
    await expect(preview(page).locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(HEADING_IN_ARABIC);

    await expectAccessible(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`translate-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await saveButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Everything is saved' })).toBeVisible();
    const saved = JSON.parse(editor.read(translationPath)) as {
      $schema: string;
      texts: Record<string, { source: string; text: string }>;
    };
    expect(Object.keys(saved)).toEqual(['$schema', 'texts']);
    // In the page's order: the title, then the hero's heading; the title still out of date (not typed).
    expect(saved.texts).toEqual({
      '/title': { source: OLD_TITLE, text: TITLE_IN_ARABIC },
      '/sections/0/heading': { source: hero.heading, text: HEADING_IN_ARABIC },
    });
    expect(Object.keys(saved.texts)).toEqual(['/title', '/sections/0/heading']);

    // Emptied, a translation is no translation: the entry goes, and the English text shows again.
    await title.getByRole('textbox').fill('');
    await expect(title).toContainText('Untranslated');
    await saveButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Everything is saved' })).toBeVisible();
    expect(Object.keys((JSON.parse(editor.read(translationPath)) as { texts: object }).texts)).toEqual([
      '/sections/0/heading',
    ]);
  },
);

translateTest(
  'a site of several languages offers the choice; a file translated first starts its translation file',
  async ({ page, editor }) => {
    await openEditor(page);
    const choice = page.getByLabel('Language being edited');
    await expect(choice).toHaveValue('en');
    await expect(choice.locator('option')).toHaveText(['English (en), the main language', `${ARABIC} (ar)`]);
    await page
      .getByRole('navigation', { name: 'Content' })
      .getByRole('button', { name: pageEntry(heroPage) })
      .click();
    await expect(page.locator('.translation-editor')).toHaveCount(0);
    await choice.selectOption('ar');
    await expect(page.locator('.translation-editor')).toBeVisible();
    await expect(page.getByRole('region', { name: `Left to translate into ${ARABIC} across the site` })).toContainText(
      heroPage.path,
    );
    // A link of the Arabic preview (/ar/…) opens its page, in Arabic.
    await expect(preview(page).locator('html')).toHaveAttribute('lang', 'ar');
    const link = navigation.header.items.find(
      (item) => item.kind === 'link' && routesConfig.routes.some((route) => route.path === item.href),
    )!;
    await preview(page).getByRole('banner').getByRole('link', { name: link.label, exact: true }).click();
    await expect(page.getByRole('heading', { name: `${link.href} in ${ARABIC}` })).toBeVisible();
    // A file with no translation yet: its first one starts the file, "$schema" first.
    await preview(page).getByRole('banner').dispatchEvent('click');
    await expect(page.getByRole('heading', { name: `Header, mobile menu and footer in ${ARABIC}` })).toBeVisible();
    const [pointer, english] = [...textsOf(navigation)][0]!;
    const first = page.locator('.translation-field').first();
    await expect(first).toContainText(english);
    await first.getByRole('textbox').fill('الصفحة الرئيسية');
    await saveButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Everything is saved' })).toBeVisible();
    expect(editor.read('translations/ar/navigation.json')).toBe(
      `${JSON.stringify(
        {
          $schema: '../../../schemas/translation.schema.json',
          texts: { [pointer]: { source: english, text: 'الصفحة الرئيسية' } },
        },
        null,
        2,
      )}\n`,
    );
    await choice.selectOption('en');
    await expect(page.locator('.translation-editor')).toHaveCount(0);
    await expect(preview(page).locator('html')).toHaveAttribute('lang', 'en');
  },
);

translateTest(
  'the Arabic preview shows a form in the words its translation gives, as the site does',
  async ({ page }) => {
    await openEditor(page);
    await page.getByLabel('Language being edited').selectOption('ar');
    await page
      .getByRole('navigation', { name: 'Content' })
      .getByRole('button', { name: pageEntry({ path: formRoute.path }) })
      .click();
    await expect(preview(page).locator('html')).toHaveAttribute('lang', 'ar');
    const form = preview(page).locator('form').first();
    await expect(form.getByText(LABEL_IN_ARABIC)).toBeVisible();
    await expect(form.getByText(englishLabel!, { exact: true })).toHaveCount(0);
    // Translated, the form is in the page's language: no English lang of its own.
    await expect(preview(page).locator('[lang="en"] form')).toHaveCount(0);
    // In English, the English label.
    await page.getByLabel('Language being edited').selectOption('en');
    await expect(form.getByLabel(englishLabel!)).toBeVisible();
  },
);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Content' });
/** The Content list's item of an entry (with the buttons beside it). */
const itemOf = (page: Page, name: RegExp) =>
  nav(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name }) });
const translateInto = (scope: Locator) => scope.getByRole('button', { name: `Translate into ${ARABIC}`, exact: true });

translateTest(
  'the Content list says how each file stands in Arabic, and the badge follows a translation saved',
  async ({ page, editor }, testInfo) => {
    await openEditor(page);
    const total = textsOf(pageConfig(pageId.slice(0, -'.json'.length))).size;
    const entry = nav(page).getByRole('button', { name: pageEntry(heroPage) });
    // Its title was translated from an English title it no longer has; the rest is untranslated.
    await expect(entry).toContainText(`${ARABIC}: 1 of ${total} changed in English since translated`);
    const formTexts = textsOf(formDefinition, `forms/${formId}.json`).size;
    await expect(nav(page).getByRole('button', { name: new RegExp(`^${formId}`) })).toContainText(
      `${ARABIC}: 1 of ${formTexts} translated`,
    );
    await expect(nav(page).getByRole('button', { name: pageEntry(formRoute) })).toContainText(
      `${ARABIC}: untranslated`,
    );
    await expectAccessible(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`content-list-badges-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // "Translate into العربية" beside the entry, from the keyboard: Arabic is edited, the page opens.
    const item = itemOf(page, pageEntry(heroPage));
    await translateInto(item).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Language being edited')).toHaveValue('ar');
    await expect(page.getByRole('heading', { name: `${heroPage.path} in ${ARABIC}` })).toBeVisible();
    await expect(page.locator('#editor-heading')).toBeFocused();
    await expect(page.locator('#editor-heading')).toHaveText(`${heroPage.path} in ${ARABIC}`);
    // Arabic being edited, the entries themselves open their translation: no offer to translate into it.
    await expect(translateInto(nav(page))).toHaveCount(0);

    // The title translated again from today's English: up to date, so the page is partly translated.
    await page.locator('.translation-field').first().getByRole('textbox').fill('عنوان جديد');
    await saveButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Everything is saved' })).toBeVisible();
    expect(JSON.parse(editor.read(translationPath))).toMatchObject({
      texts: { '/title': { source: heroPage.title, text: 'عنوان جديد' } },
    });
    await expect(entry).toContainText(`${ARABIC}: 1 of ${total} translated`);
    await expect(entry).not.toContainText('changed in English');
    await expectAccessible(page);
  },
);

translateTest('a new page is offered for translation into Arabic as soon as it is created', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('Path').fill('/partner-program');
  await dialog.getByLabel('Title').fill('Partner Program');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Partner Program/ })).toBeVisible();

  // Said in the live region of the page being edited, with a button for each other language.
  const offer = page.locator('.translate-offer-region');
  await expect(offer).toHaveAttribute('aria-live', 'polite');
  await expect(offer).toContainText('/partner-program is created, in English only');
  const entry = nav(page).getByRole('button', { name: pageEntry({ path: '/partner-program' }) });
  await expect(entry).toContainText(`${ARABIC}: untranslated`);
  await expect(translateInto(itemOf(page, pageEntry({ path: '/partner-program' })))).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('new-page-offer-1280.png') });

  await translateInto(offer).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Language being edited')).toHaveValue('ar');
  await expect(page.getByRole('heading', { name: `/partner-program in ${ARABIC}` })).toBeVisible();
  await expect(page.locator('#editor-heading')).toBeFocused();
  await expect(page.locator('#editor-heading')).toHaveText(`/partner-program in ${ARABIC}`);
  await expect(offer).toBeEmpty();
  // Typed in the draft, the badge follows before any save.
  await page.locator('.translation-field').first().getByRole('textbox').fill('برنامج الشركاء');
  await expect(entry).toContainText(new RegExp(`${ARABIC}: 1 of \\d+ translated`));
  await expectAccessible(page);
});
