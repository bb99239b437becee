// A site with many articles (issue 32): the editor opens with the list of articles only (their text
// is not sent), loads an article's text when it is opened, finds a word that only an article not
// loaded holds, saves an article opened that way, and shows a problem of an article it never loaded
// (the server's check of the draft over every file).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, openEditor, problems, saveButton, test } from '../support/editor-fixtures.ts';
import { projectRoot } from '../support/editor-server.ts';
import { SPEC_CONTENT_DIR } from '../../../src/config/config-dir.ts';
import { routesConfig, page as pageConfig } from '../support/site-data.ts';

const ADDED = 60;
/** A word no text of the content holds but one added article's. */
const RARE = 'quokkabridge';

const [firstArticle] = readdirSync(join(projectRoot, SPEC_CONTENT_DIR, 'blog'))
  .filter((name) => name.endsWith('.json'))
  .sort();
const slug = (index: number) => `many-${String(index).padStart(3, '0')}`;

/** What GET /api/config sent. */
async function configSent(page: Page): Promise<string> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/config'));
  await openEditor(page);
  return (await answer).text();
}

test('with many articles the editor loads an article when opened, finds, saves and checks those not loaded', async ({
  page,
  editor,
}) => {
  const model = JSON.parse(editor.read(`blog/${firstArticle}`)) as Record<string, unknown>;
  for (let index = 0; index < ADDED; index++)
    editor.write(
      `blog/${slug(index)}.json`,
      `${JSON.stringify(
        {
          ...model,
          slug: slug(index),
          headline: `Many headline ${index}`,
          title: `Many title ${index}`,
          description: `Many summary ${index}: what this generated article is about, said in a sentence.`,
          date: `2020-01-${String((index % 28) + 1).padStart(2, '0')}`,
          body: [
            `Paragraph of article ${index}.`,
            index === 42 ? `The ${RARE} is only here.` : 'A second paragraph.',
            '## A heading',
          ],
        },
        null,
        2,
      )}\n`,
    );

  const sent = await configSent(page);
  // The open carries the list of articles, not their text.
  expect(sent).toContain('Many headline 42');
  expect(sent).not.toContain(RARE);
  await expect(problems(page)).not.toContainText('Checking');

  // A word only the text of an article not loaded holds is found, and opens that article at its field.
  await page.getByRole('searchbox', { name: 'Search the content' }).fill(RARE);
  const place = page.getByRole('list', { name: 'Places found' }).getByRole('button', { name: / › Text 2 / });
  await expect(place).toHaveCount(1);
  await expect(place).toContainText('Many headline 42');
  await place.click();
  const paragraph = page.locator('[id="file_body_1"]');
  await expect(paragraph).toBeFocused();
  await expect(paragraph).toHaveValue(`The ${RARE} is only here.`);

  // Edited and saved: the article keeps its text, with the one change.
  const headline = page.locator('[id="file_headline"]');
  await headline.fill('Many headline 42, edited');
  await expect(saveButton(page)).toBeEnabled();
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: /Saved/ })).toBeVisible();
  const saved = JSON.parse(editor.read(`blog/${slug(42)}.json`)) as { headline: string; body: string[] };
  expect(saved.headline).toBe('Many headline 42, edited');
  expect(saved.body).toEqual(['Paragraph of article 42.', `The ${RARE} is only here.`, '## A heading']);

  // A page given the title of an article never loaded: the clash is shown on that article.
  const home = routesConfig.routes[0]!;
  await page.getByRole('navigation', { name: 'Content' }).getByRole('button', { name: home.path }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: pageConfig(home.page).title })).toBeVisible();
  await page.getByText('Page settings: title, search summary, keywords').click();
  const title = page.locator('.page-editor__settings').getByLabel(/^Page title/);
  await title.fill('Many title 7');
  await expect(problems(page)).toContainText(`blog/${slug(7)}.json`);
  await expect(problems(page)).toContainText(`the title is also the title of ${home.path}`);
  await expectAccessible(page);
});
