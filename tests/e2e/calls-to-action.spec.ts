// Every call to action of the shipped content leads somewhere that fits (issue 16), whatever the
// content says: each button or link of a page, the header or the footer leads to a page of the site
// (and its #anchor to a section there), and one whose words promise a form (a demo, a trial, a
// partnership, an expert's advice) or the paid services leads to the page that opens with it. The
// promises are the words of support/actions.ts. (The actions the issue named, and the topic each
// expert's action preselects, are facts of the specified content: content-acceptance.spec.ts.)
import { prefillValues } from '../../src/shared/forms/payload.ts';
import { configActions, isInternal, landing, promiseOf, type Action } from './support/actions.ts';
import { expect, shipped, test, waitForHydration } from './support/shipped.ts';

const actions = configActions(shipped);
const where = (action: Action) => `"${action.label}" (${action.href}) in ${action.file}`;
const target = (action: Action) => landing(shipped, action);

test('every action of every page, header and footer leads to a page of the site, and its #anchor to a section there', () => {
  for (const action of actions.filter(isInternal)) {
    const landed = target(action);
    expect(landed, where(action)).toBeDefined();
    if (landed!.fragment !== undefined && landed!.sections.length > 0)
      expect(
        landed!.sections.map((section) => section.id),
        where(action),
      ).toContain(landed!.fragment);
  }
});

test('an action that promises a form leads to the page whose main form is that one; "paid services" to the services', () => {
  for (const action of actions) {
    const promise = promiseOf(action);
    if (!promise) continue;
    const landed = target(action);
    expect(landed, where(action)).toBeDefined();
    if ('section' in promise)
      expect(
        landed!.sections.map((section) => section.type),
        where(action),
      ).toContain(promise.section);
    else expect(landed!.form, where(action)).toBe(promise.form);
  }
});

test('in the browser, each opens its page with the promised form in view, and the topic it names chosen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Each label and address once, followed from the first page that shows it.
  const seen = new Set<string>();
  for (const action of actions) {
    const promise = promiseOf(action);
    if (!promise || !('form' in promise) || seen.has(`${action.label} ${action.href}`)) continue;
    seen.add(`${action.label} ${action.href}`);
    await page.goto(action.shownOn);
    await waitForHydration(page);
    const region = action.file.endsWith('navigation.json') ? page.locator('header, footer') : page.locator('main');
    const link = region.getByRole('link', { name: action.label, exact: true }).first();
    // A menu entry shows only once its menu is open (the header's own tests open them): follow its address.
    if (await link.isVisible()) await link.click();
    else await page.goto(action.href);
    const landed = target(action)!;
    await expect(page, where(action)).toHaveURL((url) => url.pathname === landed.path && url.search === landed.search);
    const definition = shipped.form(promise.form);
    const fields = Object.keys(definition.schema.properties);
    await expect(page.locator(`#${promise.form}_${fields[0]}`), where(action)).toBeVisible();
    if (landed.fragment) await expect(page.locator(`#${landed.fragment}`), where(action)).toBeInViewport();
    // What the address preselects (a topic, a product) shows chosen.
    for (const [field, value] of Object.entries(prefillValues(definition, landed.search)))
      await expect(page.locator(`#${promise.form}_${field}`), `${where(action)}: ${field}`).toHaveValue(String(value));
  }
});
