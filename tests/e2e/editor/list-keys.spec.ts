// Entries of a list in the editor's preview are told apart by their place, not their words (issue
// 44): two new cards, both still empty, once showed as ghosts (three cards as six) because the site
// keyed cards by their title.
import { pageEntry, sectionName } from '../support/editor-content.ts';
import { expect, openEditor, openPage, preview, readOnlyTest as test } from '../support/editor-fixtures.ts';
import { page as pageConfig, routesConfig } from '../support/site-data.ts';

/** The first routed page with a grid of cards, and that section's place in it. */
const target = routesConfig.routes
  .map((route) => ({ path: route.path, sections: pageConfig(route.page).sections }))
  .map((candidate) => ({ ...candidate, index: candidate.sections.findIndex((section) => section.type === 'cardGrid') }))
  .find((candidate) => candidate.index >= 0)!;
const cardCount = (target.sections[target.index]!.cards as unknown[]).length;

test('two new empty cards show as exactly two more cards in the preview, and stay two once one is named', async ({
  page,
}) => {
  await openEditor(page);
  await openPage(page, pageEntry(target));
  await page.getByRole('button', { name: sectionName(target.index + 1, 'cardGrid') }).click();
  const cards = preview(page).locator(`[data-section-index="${target.index}"] li.card`);
  await expect(cards).toHaveCount(cardCount);
  const add = page.locator(`[id="section-${target.index}_cards__add"]`);
  await add.click();
  await expect(cards).toHaveCount(cardCount + 1);
  await add.click();
  await expect(cards).toHaveCount(cardCount + 2);
  // Named one at a time, as a marketer types: still the same cards.
  await page.locator(`[id="section-${target.index}_cards_${cardCount}_title"]`).fill('A');
  await expect(cards).toHaveCount(cardCount + 2);
  await expect(cards.nth(cardCount)).toContainText('A');
});
