// Ask for a review, end to end, on a server of its own over a copy of the fixture config (a git work
// tree, built once for the live site), with two people in two browser contexts: an editor saves a
// change of the FAQ's first question and asks a chosen publisher to review it; the publisher sees the
// change in words, comments on that one change (by keyboard) and sends the draft back; the editor
// sees the comment beside the field it names and in the Publishing panel, changes the question,
// saves and asks again (of any publisher); the publisher approves it and publishes, and the change is
// live. Neither account has a mail address: each reads the other's step in /admin only. Every new
// screen has no axe WCAG 2.2 A/AA violation.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import editorText from '../../src/editor/strings.json' with { type: 'json' };
import { fill } from '../../src/shared/fill-template.ts';
import { expectAccessible } from './support/editor-fixtures.ts';
import { expect, test } from './support/fixtures.ts';
import { accountsWithPassword, liveFixtureSite } from './support/live-fixture-site.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a passphrase for the reviews';
/** A publish builds the whole site: tens of seconds on a busy machine. */
const PUBLISH_MS = 180_000;
const EDDIE = 'Eddie Edwards';
const PIA = 'Pia Publisher';
const t = editorText.reviews;
/** The FAQ's first question in the file form (FileEditor's ids: "file" and the field's pointer). */
const QUESTION_FIELD = '[id="file_items_0_question"]';

let dir: string;
let configDir: string;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(PUBLISH_MS);
  dir = mkdtempSync(join(tmpdir(), 'review-e2e-'));
  let distDir: string;
  ({ configDir, distDir } = liveFixtureSite(dir));
  const dataDir = join(dir, 'data');
  await accountsWithPassword(dataDir, { eddie: ['editor'], pia: ['editor', 'publisher'] }, PASSWORD, {
    eddie: EDDIE,
    pia: PIA,
  });
  server = await startServer({ DATA_DIR: dataDir, DIST_DIR: distDir, CONFIG_DIR: configDir });
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function signIn(page: Page, name: string) {
  await page.goto(`${server.url}/admin/`);
  await page.getByLabel('Account name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The editor loads the whole config first: on a machine busy with other work that takes a while.
  await expect(publishing(page)).toBeVisible({ timeout: 60_000 });
}

const publishing = (page: Page) => page.getByRole('region', { name: 'Publishing' });
const reviews = (page: Page) => publishing(page).getByRole('region', { name: t.title });

/** Opens the FAQ, writes its first question and saves it to the draft. */
async function saveQuestion(page: Page, question: string) {
  await page.getByRole('navigation', { name: 'Content' }).getByRole('button', { name: /FAQ/ }).click();
  await page.locator(QUESTION_FIELD).fill(question);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^Saved to your draft: faq\.json/)).toBeVisible({ timeout: 30_000 });
}

/** Whether a public page of the site shows `words`: the FAQ is on one of the fixture's pages. */
async function liveFaqShows(words: string): Promise<boolean> {
  const routes = JSON.parse(readFileSync(join(configDir, 'routes.json'), 'utf8')) as {
    routes: { path: string; page: string }[];
  };
  for (const route of routes.routes) {
    const page = readFileSync(join(configDir, `pages/${route.page}.json`), 'utf8');
    if (!page.includes('"faq"')) continue;
    if ((await (await fetch(`${server.url}${route.path}`)).text()).includes(words)) return true;
  }
  return false;
}

test('a review sent back with a comment beside its field, changed, asked again, approved and live', async ({
  page,
  browser,
  problems,
}) => {
  test.setTimeout(PUBLISH_MS + 120_000);
  // The editor's first look, before the sign-in, is answered 401.
  problems.expected.push(/401/);
  const first = 'Can a reviewer see this first?';
  const second = 'Can a reviewer approve this?';

  // Eddie saves a change and asks Pia to review it.
  await signIn(page, 'eddie');
  await saveQuestion(page, first);
  const mine = reviews(page);
  await mine.getByLabel(t.reviewerLabel).selectOption({ label: PIA });
  await mine.getByRole('button', { name: t.ask }).click();
  await expect(mine.getByRole('status')).toHaveText(`${PIA} is asked to review your draft.`);
  await expect(mine).toContainText(fill(t.status_open, { reviewer: PIA, round: 1 }));
  await expectAccessible(page);

  // Pia, in a browser of her own, reviews it: the change in words, a comment on it, sent back.
  const piaContext = await browser.newContext();
  const piaPage = await piaContext.newPage();
  try {
    await signIn(piaPage, 'pia');
    const forPia = reviews(piaPage);
    await expect(forPia.getByRole('heading', { name: t.forYou })).toBeVisible();
    await forPia.getByRole('button', { name: fill(t.reviewLabel, { name: EDDIE }) }).click();
    const dialog = piaPage.getByRole('dialog', { name: fill(t.dialogTitle, { name: EDDIE }) });
    await expect(dialog.getByRole('listitem').filter({ hasText: first })).toContainText('→');
    await expectAccessible(piaPage);
    // By keyboard: the change chosen in the list, the comment typed, Add comment pressed with Enter.
    const about = dialog.getByLabel(t.aboutLabel);
    const option = about.locator('option', { hasText: first });
    await about.selectOption(await option.getAttribute('value'));
    await dialog.getByLabel(t.bodyLabel, { exact: true }).focus();
    await piaPage.keyboard.type('Shorter, please: one line.');
    await piaPage.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: t.addComment })).toBeFocused();
    await piaPage.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText('Comment added.');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Shorter, please: one line.' })).toContainText(
      `${PIA} on faq.json /items/0/question`,
    );
    await dialog.getByRole('button', { name: t.sendBack }).click();
    await expect(dialog).toBeHidden();
    await expect(forPia.getByRole('button', { name: fill(t.reviewLabel, { name: EDDIE }) })).toHaveCount(0);

    // Eddie sees it sent back, and the comment beside the question it is about.
    await page.reload();
    await expect(publishing(page)).toBeVisible({ timeout: 60_000 });
    await expect(mine).toContainText(fill(t['status_sent-back'], { name: PIA }));
    await expect(mine.getByRole('listitem').filter({ hasText: 'Shorter, please: one line.' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Content' }).getByRole('button', { name: /FAQ/ }).click();
    const note = page.locator('[id="file_items_0_question__review"]');
    await expect(note).toHaveText(/Pia Publisher: Shorter, please: one line\./);
    await expect(note).toHaveAttribute('role', 'note');
    // Beside that field: the note follows the question's input, before the next field.
    const follows = await page.evaluate(() => {
      const input = document.getElementById('file_items_0_question')!;
      const noteElement = document.getElementById('file_items_0_question__review')!;
      const answer = document.getElementById('file_items_0_answer')!;
      const after = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return after(input, noteElement) && after(noteElement, answer);
    });
    expect(follows).toBe(true);
    await expectAccessible(page);

    // Changed, saved, asked again of any publisher.
    await saveQuestion(page, second);
    await mine.getByLabel(t.reviewerLabel).selectOption({ label: t.anyPublisher });
    await mine.getByRole('button', { name: t.askAgain }).click();
    await expect(mine.getByRole('status')).toHaveText('Every publisher is asked to review your draft.');
    await expect(mine).toContainText(fill(t.status_open, { reviewer: t.anyone, round: 2 }));

    // Pia approves the new round and publishes it; it goes live.
    await piaPage.reload();
    await expect(publishing(piaPage)).toBeVisible({ timeout: 60_000 });
    await reviews(piaPage)
      .getByRole('button', { name: fill(t.reviewLabel, { name: EDDIE }) })
      .click();
    const again = piaPage.getByRole('dialog', { name: fill(t.dialogTitle, { name: EDDIE }) });
    await expect(again.getByRole('listitem').filter({ hasText: second })).toContainText('→');
    piaPage.once('dialog', (confirm) => void confirm.accept());
    await again.getByRole('button', { name: t.approve }).click();
    await expect(publishing(piaPage).getByText(/^Published: version \d+ is live\.$/)).toBeVisible({
      timeout: PUBLISH_MS,
    });
    // The Review button the dialog would give the focus back to went with the review: the focus waits on the panel.
    await expect(publishing(piaPage)).toBeFocused();
    expect(await liveFaqShows(second)).toBe(true);
  } finally {
    await piaContext.close();
  }

  // Eddie reads that it was approved and published.
  await page.reload();
  await expect(publishing(page)).toBeVisible({ timeout: 60_000 });
  await expect(mine).toContainText(
    new RegExp(`^.*${PIA} approved your draft\\. Approved and published \\(version \\d+\\)\\.`),
  );
  await expectAccessible(page);
});
