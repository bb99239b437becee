// The trial sign-up, end to end at 375 and 1280 px: messages, the NDA, cascading geo lists against
// our own endpoints, success with the dialog and confetti, stored NDA evidence, and duplicates.
// Texts come from the form's config, read at test time.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { form, formPaths } from './support/site-data.ts';
import { storedSubmissions } from './support/submissions.ts';

const signup = form('signup');
const [path] = formPaths('signup');
const terms = signup.terms!;
const messages = (field: string) => signup.messages[field]!;
const uiOf = (field: string) =>
  (signup.uiSchema[field] ?? {}) as {
    'ui:showWhen'?: { field: string; equals: string };
    'ui:options'?: Record<string, string>;
  };
/** The fields a visitor must fill in from the start: the required ones neither preset nor waiting for another's value. */
const alwaysRequired = (signup.uiSchema['ui:order'] as string[]).filter(
  (name) =>
    signup.schema.required!.includes(name) &&
    !uiOf(name)['ui:showWhen'] &&
    signup.schema.properties[name]!.default === undefined,
);
/** The NDA's words with the company, the day and the law in place. */
const ndaText = (company: string, date: string, law: string) =>
  terms.nda.paragraphs.map((paragraph) =>
    paragraph.replace('{company}', company).replace('{date}', date).replace('{law}', law),
  );
/** A product query the form maps to a product, and what it registers without one it knows. */
const productPrefill = signup.prefill!.find((rule) => rule.queryParam === 'product')!;
const [productQuery, mappedProduct] = Object.entries(productPrefill.values)[0]!;
const defaultProduct = signup.schema.properties[productPrefill.field]!.default as string;

const field = (page: Page, name: string) => page.locator(`#signup_${name}`);
const messageOf = (page: Page, name: string) => page.locator(`#signup_${name}__error`);
const submit = (page: Page) => page.getByRole('button', { name: signup.submitLabel });
const termsBox = (page: Page) => page.getByLabel(terms.label);

/**
 * A mark that tells one test's registration from another's, in letters: the company name goes into
 * the mail to the visitor, so it refuses what a mail program could turn into a link, a run of six
 * digits (a phone number) among them.
 */
const stamp = () => String(Date.now()).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

async function fillValid(page: Page, unique: string, country: 'IN' | 'US' = 'IN') {
  await field(page, 'Customer').fill(`Tarawind Electricals ${unique}`);
  await field(page, 'DefaultUser').fill('maya iyer');
  await field(page, 'Email').fill(`maya.${unique}@tarawind.example`);
  await field(page, 'country').selectOption(country);
  await expect(field(page, 'Mobile')).toHaveValue(country === 'IN' ? '+91' : '+1');
  await field(page, 'Mobile').fill(`+919${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`);
  await field(page, 'Addr').fill('4th Floor, Cyber Pearl, HITEC City');
  await field(page, 'Zip').fill('500081');
  await field(page, 'Fiscal').fill('2026-04-01');
}

/** Fills the rest validly, accepts the terms and registers; the product the stored sign-up names. */
async function registeredProduct(page: Page, unique: string): Promise<string> {
  await fillValid(page, unique);
  await termsBox(page).check();
  await page.getByRole('button', { name: terms.nda.agreeLabel }).click();
  await submit(page).click();
  await expect(page.getByRole('dialog', { name: signup.success.title })).toBeVisible();
  const row = (await storedSubmissions(process.env.E2E_DATA_DIR!, 'trial')).find(
    (submission) => (submission.payload as { Email: string }).Email === `maya.${unique}@tarawind.example`,
  );
  return (row?.payload as { ProductId: string }).ProductId;
}

for (const width of [375, 1280]) {
  test.describe(`sign-up at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.beforeEach(async ({ page }) => {
      await page.goto(path!);
      await waitForHydration(page);
    });

    test('each message of the form appears under its condition, and only after touch', async ({ page }) => {
      await expect(page.locator('.form__error')).toHaveCount(0);
      await submit(page).click();
      for (const name of alwaysRequired) await expect(messageOf(page, name)).toHaveText(messages(name).required!);
      await expect(field(page, alwaysRequired[0]!)).toBeFocused();

      await field(page, 'Customer').fill('T');
      await expect(messageOf(page, 'Customer')).toHaveText(messages('Customer').minLength!);
      await field(page, 'Mobile').fill('+0123');
      await expect(messageOf(page, 'Mobile')).toHaveText(messages('Mobile').pattern!);
      await field(page, 'Mobile').fill('+9198765432100');
      await expect(messageOf(page, 'Mobile')).toHaveCount(0);
      await field(page, 'Email').fill('maya@');
      await expect(messageOf(page, 'Email')).toHaveText(messages('Email').email!);
      await field(page, 'Email').fill('maya..1@tarawind.example');
      await expect(messageOf(page, 'Email')).toHaveText(messages('Email').format!);
      await field(page, 'Email').fill('maya@tarawind.example');
      await expect(messageOf(page, 'Email')).toHaveCount(0);
      await field(page, 'Currency').fill('INR');
      await expect(messageOf(page, 'CurrencySymbol')).toHaveText(messages('CurrencySymbol').required!);
      await field(page, 'Currency').fill('');
      await field(page, 'CurrencySymbol').fill('₹');
      await expect(messageOf(page, 'Currency')).toHaveText(messages('Currency').required!);
    });

    test('the other-industry input shows only for its choice of industry', async ({ page }) => {
      const shown = Object.keys(signup.schema.properties).find((name) => uiOf(name)['ui:showWhen'])!;
      const rule = uiOf(shown)['ui:showWhen']!;
      const otherChoice = signup.schema.properties[rule.field]!.enum!.find((choice) => choice !== rule.equals)!;
      await expect(field(page, shown)).toHaveCount(0);
      await field(page, rule.field).selectOption(rule.equals);
      await expect(field(page, shown)).toBeVisible();
      await field(page, rule.field).selectOption(otherChoice);
      await expect(field(page, shown)).toHaveCount(0);
    });

    test('country, state and city cascade from our geo endpoints', async ({ page }) => {
      await expect(field(page, 'country').locator('option', { hasText: /^India$/ })).toHaveCount(1);
      await expect(field(page, 'Stat')).toBeDisabled();
      await expect(field(page, 'City')).toBeDisabled();
      await field(page, 'country').selectOption('IN');
      await expect(field(page, 'Currency')).toHaveValue('INR');
      await expect(field(page, 'CurrencySymbol')).toHaveValue('₹');
      await expect(field(page, 'Stat')).toBeEnabled();
      await expect(field(page, 'City')).toBeDisabled();
      await field(page, 'Stat').selectOption('Telangana');
      await expect(field(page, 'City')).toBeEnabled();
      await field(page, 'City').selectOption('Hyderabad');
      await field(page, 'country').selectOption('US');
      await expect(field(page, 'Stat')).toHaveValue('');
      await expect(field(page, 'City')).toHaveValue('');
      await expect(field(page, 'City')).toBeDisabled();
      await expect(field(page, 'Currency')).toHaveValue('INR');
      await field(page, 'country').selectOption('VA');
      await expect(field(page, 'Stat')).toBeDisabled();
      await expect(field(page, 'Stat').locator('option').first()).toHaveText(
        uiOf('Stat')['ui:options']!.emptyPlaceholder!,
      );
    });

    test('what a country fills in passes the form’s rules, even the longest currency symbol of the data', async ({
      page,
      request,
    }) => {
      const fill = signup.geo!.fill!;
      const { data } = (await (await request.get(signup.geo!.endpoints.countries)).json()) as {
        data: { iso2: string; currencySymbol: string; currency: string }[];
      };
      const longest = data.reduce((best, country) =>
        [...country.currencySymbol].length > [...best.currencySymbol].length ? country : best,
      );
      await field(page, 'country').selectOption(longest.iso2);
      await expect(field(page, fill.currencySymbol!)).toHaveValue(longest.currencySymbol);
      await expect(field(page, fill.currency!)).toHaveValue(longest.currency);
      for (const name of [fill.currency!, fill.currencySymbol!]) {
        await field(page, name).focus();
        await field(page, name).blur();
        await expect(messageOf(page, name)).toHaveCount(0);
      }
    });

    test('ticking the terms opens the NDA with the company, the day and the law; unticking does not', async ({
      page,
    }) => {
      await field(page, 'Customer').fill('Saffronreach Textiles');
      await field(page, 'country').selectOption('IN');
      await termsBox(page).check();
      const dialog = page.getByRole('dialog', { name: terms.nda.title });
      await expect(dialog).toBeVisible();
      const today = await page.evaluate(() =>
        new Date().toLocaleDateString('en-US', { month: 'long', day: '2-digit', year: 'numeric' }),
      );
      for (const paragraph of ndaText('Saffronreach Textiles', today, terms.nda.lawByCountry.IN!))
        await expect(dialog).toContainText(paragraph);
      await expect(dialog.getByRole('button', { name: terms.nda.agreeLabel })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: terms.nda.agreeLabel })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(termsBox(page)).toBeFocused();
      await expect(termsBox(page)).toBeChecked();
      await termsBox(page).uncheck();
      await expect(dialog).toBeHidden();
      await field(page, 'country').selectOption('US');
      await termsBox(page).check();
      for (const paragraph of ndaText('Saffronreach Textiles', today, terms.nda.defaultLaw))
        await expect(dialog).toContainText(paragraph);
      await dialog.getByRole('button', { name: terms.nda.agreeLabel }).click();
      await expect(dialog).toBeHidden();
    });

    test('a valid form without the terms asks for them; with them it succeeds, stores the NDA evidence and resets', async ({
      page,
    }) => {
      const unique = `${width}-${stamp()}`;
      await page.goto(`${path}?product=${productQuery}`);
      await waitForHydration(page);
      await fillValid(page, unique);
      await submit(page).click();
      await expect(page.getByText(terms.required)).toBeVisible();
      await termsBox(page).check();
      await page.getByRole('button', { name: terms.nda.agreeLabel }).click();
      await expect(page.getByText(terms.required)).toHaveCount(0);
      await submit(page).click();
      const success = page.getByRole('dialog', { name: signup.success.title });
      await expect(success).toBeVisible();
      await expect(success).toContainText(signup.success.text);
      await expect(page.locator('canvas.confetti-canvas')).toHaveCount(1);
      await success.getByRole('button', { name: signup.success.buttonLabel }).click();
      await expect(success).toBeHidden();
      await expect(field(page, 'Customer')).toHaveValue('');
      await expect(termsBox(page)).not.toBeChecked();

      const row = (await storedSubmissions(process.env.E2E_DATA_DIR!, 'trial')).find(
        (submission) => (submission.payload as { Email: string }).Email === `maya.${unique}@tarawind.example`,
      );
      expect(row?.payload).toMatchObject({
        Customer: `Tarawind Electricals ${unique}`,
        DefaultUser: 'mayaiyer',
        ProductId: mappedProduct,
        country: 'IN',
        Currency: 'INR',
      });
      const nda = (row?.meta as { nda: { text: string; textSha256: string; governingLaw: string; acceptedAt: string } })
        .nda;
      expect(nda.governingLaw).toBe(terms.nda.lawByCountry.IN);
      expect(nda.text).toContain(`Tarawind Electricals ${unique}`);
      expect(nda.textSha256).toMatch(/^[0-9a-f]{64}$/);
      expect(Date.now() - Date.parse(nda.acceptedAt)).toBeLessThan(120_000);
    });

    test('a second registration for the same product and e-mail shows the server’s message in the red banner', async ({
      page,
      problems,
    }) => {
      problems.expected.push(/status of 409/);
      const unique = `dup-${width}-${stamp()}`;
      for (const attempt of [1, 2]) {
        await page.goto(path!);
        await waitForHydration(page);
        await fillValid(page, unique, 'US');
        if (attempt === 2) await field(page, 'Email').fill(`MAYA.${unique}@tarawind.example`);
        await termsBox(page).check();
        await page.getByRole('button', { name: terms.nda.agreeLabel }).click();
        await submit(page).click();
        if (attempt === 1) {
          await page
            .getByRole('dialog', { name: signup.success.title })
            .getByRole('button', { name: signup.success.buttonLabel })
            .click();
        }
      }
      const banner = page.locator('.form__banner--error');
      await expect(banner).toHaveText(signup.storage!.dedupe!.message);
      expect(await banner.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(138, 28, 18)');
      await expect(field(page, 'Customer')).not.toHaveValue('');
    });
  });
}

// On a page not visited before, as a visitor's first load is: the form's code comes in then.
test('a choice made as soon as the page is interactive is kept, on a slow processor too', async ({ page }) => {
  const shown = Object.keys(signup.schema.properties).find((name) => uiOf(name)['ui:showWhen'])!;
  const rule = uiOf(shown)['ui:showWhen']!;
  // A phone's processor. The form used to hydrate in a later pass than the page said, and a choice
  // made in between was undone.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(path!);
  await waitForHydration(page);
  await field(page, rule.field).selectOption(rule.equals);
  await expect(field(page, shown)).toBeVisible();
  await expect(field(page, rule.field)).toHaveValue(rule.equals);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('success shows no confetti', async ({ page }) => {
    await page.goto(path!);
    await waitForHydration(page);
    await fillValid(page, `calm-${stamp()}`);
    await termsBox(page).check();
    await page.getByRole('button', { name: terms.nda.agreeLabel }).click();
    await submit(page).click();
    await expect(page.getByRole('dialog', { name: signup.success.title })).toBeVisible();
    await expect(page.locator('canvas.confetti-canvas')).toHaveCount(0);
  });
});

test('the product is a visible choice of the form’s products, by name, preselected from ?product=', async ({
  page,
}) => {
  const productField = productPrefill.field;
  const names = (signup.uiSchema[productField] as { 'ui:enumNames': Record<string, string> })['ui:enumNames'];
  const choices = signup.schema.properties[productField]!.enum!;
  await page.goto(path!);
  await waitForHydration(page);
  const select = page.getByLabel(signup.schema.properties[productField]!.title);
  await expect(select).toBeVisible();
  await expect(select).toHaveValue(defaultProduct);
  expect(
    await select
      .locator('option:not([value=""])')
      .evaluateAll((options) => options.map((option) => [(option as HTMLOptionElement).value, option.textContent])),
  ).toEqual(choices.map((choice) => [choice, names[choice]]));
  await page.goto(`${path}?product=${productQuery}`);
  await waitForHydration(page);
  await expect(select).toHaveValue(mappedProduct);
});

test('a product chosen on the form, not in the address, is the one registered', async ({ page }) => {
  const chosen =
    signup.schema.properties[productPrefill.field]!.enum!.find(
      (choice) => choice !== defaultProduct && choice !== mappedProduct,
    ) ?? mappedProduct;
  const unique = `chosen-${stamp()}`;
  await page.goto(path!);
  await waitForHydration(page);
  await field(page, productPrefill.field).selectOption(chosen);
  expect(await registeredProduct(page, unique)).toBe(chosen);
});

for (const [query, productId] of [
  [productQuery, mappedProduct],
  ['no-such-product', defaultProduct],
] as const) {
  test(`?product=${query} registers for ${productId}`, async ({ page }) => {
    const unique = `product-${query}-${stamp()}`;
    await page.goto(`${path}?product=${query}`);
    await waitForHydration(page);
    expect(await registeredProduct(page, unique)).toBe(productId);
  });
}
