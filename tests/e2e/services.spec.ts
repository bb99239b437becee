// The paid services page end to end: its cards against services.json (read at test time), the alert
// of an unticked card, the same-tab hand-off of every card to its checkout (intercepted, so no
// third-party host is contacted) with its stored booking, and the hand-off when the booking call
// fails. (The endpoint's refusals are src/server/services/booking-routes.test.ts.)
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import {
  navigation,
  page as pageConfig,
  pathsWith,
  routesConfig,
  servicesConfig as config,
  site,
} from './support/site-data.ts';
import { storedSubmissions } from './support/submissions.ts';
import { formatPrice } from '../../src/sections/serviceCards/price.ts';
import { languageTag } from '../../src/shared/dates.ts';
import { BOOKINGS_PATH as ENDPOINT } from '../../src/shared/services/checkout-link.ts';
import { policyVersions as versionsOfPolicies, type LegalPageLike } from '../../src/shared/services/policies.ts';

const services = [...config.services].sort((a, b) => a.index - b.index);
const [servicesPath] = pathsWith((section) => section.type === 'serviceCards');
const heading = pageConfig(routesConfig.routes.find((route) => route.path === servicesPath)!.page).sections.find(
  (section) => section.type === 'pageHeader',
)!.heading as string;
const policyLinks = config.agreement.label.flatMap((part) => (typeof part === 'string' ? [] : [part]));
const shownPrice = (amount: number) => formatPrice(amount, config.currency, languageTag(site.seo.locale));

/** The version of each policy the agreement links to: the lastUpdated of the linked page's legal text. */
const policyVersions = versionsOfPolicies(config.agreement.label, (path) => {
  const route = routesConfig.routes.find((candidate) => candidate.path === path);
  return route && pageConfig<LegalPageLike>(route.page);
});

const cards = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('button', { name: config.buttonLabel }) });

async function openServices(page: Page): Promise<void> {
  // The hosted checkout is stood in for: the test never reaches the payment provider.
  await page.route('https://buy.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>checkout</title>' }),
  );
  await page.goto(servicesPath!);
  await waitForHydration(page);
}

/** Lets the booking request through to the real server and keeps its answer. */
async function captureBooking(page: Page): Promise<{ answer?: { id: string; checkoutUrl: string }; status?: number }> {
  const captured: { answer?: { id: string; checkoutUrl: string }; status?: number } = {};
  await page.route(`**${ENDPOINT}`, async (route) => {
    const response = await route.fetch();
    captured.status = response.status();
    captured.answer = (await response.json()) as { id: string; checkoutUrl: string };
    await route.fulfill({ response });
  });
  return captured;
}

test.describe('the services page', () => {
  test('shows every service of the config in index order with its title, text and price', async ({ page }) => {
    await openServices(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(cards(page)).toHaveCount(services.length);
    for (const [position, service] of services.entries()) {
      const card = cards(page).nth(position);
      await expect(card.getByRole('heading')).toHaveText(service.title);
      await expect(card.getByText(service.description)).toBeVisible();
      await expect(card.getByText(config.priceLabel, { exact: true })).toBeVisible();
      await expect(card.getByText(shownPrice(service.price), { exact: true })).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('src', `/images/icons/${service.icon}.svg`);
      await expect(card.getByRole('checkbox')).toHaveAttribute('id', `service-agree-${service.index}`);
      await expect(card.getByRole('checkbox')).not.toBeChecked();
      await expect(card.getByRole('link')).toHaveText(
        policyLinks.map((link) => new RegExp(`^${link.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
      );
    }
  });

  test('the cards are there when the visitor comes from another page', async ({ page }) => {
    const menuItem = navigation.header.items.find((item) => item.href === servicesPath)!;
    await page.goto(routesConfig.routes[0]!.path);
    await waitForHydration(page);
    await page.locator('header').getByRole('link', { name: menuItem.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${servicesPath}$`));
    await expect(cards(page)).toHaveCount(services.length);
    await expect(cards(page).first().getByRole('heading')).toHaveText(services[0]!.title);
  });

  test('describes every service as a schema.org Service with an Offer', async ({ request }) => {
    const html = await (await request.get(servicesPath!)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap(
      (match) => JSON.parse(match[1]!) as unknown,
    );
    const offered = (
      blocks as { '@type': string; name: string; offers?: { price: number; priceCurrency: string } }[]
    ).filter((block) => block['@type'] === 'Service');
    expect(offered.map((block) => [block.name, block.offers?.price, block.offers?.priceCurrency])).toEqual(
      services.map((service) => [service.title, service.price, config.currency]),
    );
  });

  test('an unticked card shows the alert and nothing else happens; ticking clears it', async ({ page }) => {
    await openServices(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(ENDPOINT) || !request.url().startsWith(new URL(page.url()).origin))
        sent.push(request.url());
    });
    const card = cards(page).nth(Math.floor(services.length / 2));
    await card.getByRole('button', { name: config.buttonLabel }).click();
    await expect(card.getByRole('alert')).toHaveText(config.agreement.alert);
    await expect(page.getByRole('alert')).toHaveCount(1);
    // Proven by order, not by waiting: the page asks for a marker after the click was handled, and
    // requests are reported in the order they are made, so one the click made would come first.
    await Promise.all([
      page.waitForRequest('**/healthz?after-click'),
      page.evaluate(() => fetch('/healthz?after-click')),
    ]);
    expect(new URL(page.url()).pathname).toBe(servicesPath);
    expect(sent).toEqual([]);
    expect(dialogs, 'no browser dialog, only the inline alert').toEqual([]);
    await card.getByRole('checkbox').check();
    await expect(card.getByRole('alert')).toHaveCount(0);
  });

  test('a policy link opens in a new tab and the card keeps its tick', async ({ page }) => {
    await openServices(page);
    const card = cards(page).first();
    await card.getByRole('checkbox').check();
    const refund = policyLinks.at(-1)!;
    const [policy] = await Promise.all([
      page.context().waitForEvent('page'),
      card.getByRole('link', { name: new RegExp(`^${refund.label}`) }).click(),
    ]);
    await policy.waitForLoadState();
    expect(new URL(policy.url()).pathname).toBe(refund.href);
    await policy.close();
    expect(new URL(page.url()).pathname).toBe(servicesPath);
    await expect(card.getByRole('checkbox')).toBeChecked();
  });

  test('works with the keyboard alone', async ({ page }) => {
    await openServices(page);
    const card = cards(page).last();
    const booking = await captureBooking(page);
    await card.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await expect(card.getByRole('checkbox')).toBeChecked();
    for (let link = 0; link < policyLinks.length; link++) await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: config.buttonLabel })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(services.at(-1)!.checkoutUrl);
    expect(booking.status).toBe(201);
  });

  for (const service of services) {
    test(`card ${service.index} leaves in the same tab for its checkout, and the booking is stored`, async ({
      page,
    }) => {
      await openServices(page);
      const booking = await captureBooking(page);
      const card = cards(page).nth(service.index - 1);
      await card.getByRole('checkbox').check();
      await card.getByRole('button', { name: config.buttonLabel }).click();
      await page.waitForURL(service.checkoutUrl);
      await expect(page).toHaveTitle('checkout');
      expect(page.context().pages()).toHaveLength(1);

      expect(booking.status).toBe(201);
      expect(booking.answer?.checkoutUrl).toBe(service.checkoutUrl);
      const row = (await storedSubmissions(process.env.E2E_DATA_DIR!, 'service')).find(
        (submission) => submission.id === booking.answer?.id,
      );
      expect(row?.payload).toEqual({
        serviceIndex: service.index,
        title: service.title,
        price: service.price,
        currency: config.currency,
      });
      expect(row?.meta).toMatchObject({
        policies: policyVersions,
        agreedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d/),
      });
      expect(Object.keys(policyVersions).sort()).toEqual(['privacy', 'refund', 'terms']);
    });
  }

  test('when the booking cannot be recorded, the visitor still reaches the checkout', async ({ page, problems }) => {
    // The aborted request is reported by the browser; the page itself only warns.
    problems.expected.push(/Failed to load resource/);
    await openServices(page);
    await page.route(`**${ENDPOINT}`, (route) => route.abort());
    const service = services[2]!;
    const card = cards(page).nth(2);
    await card.getByRole('checkbox').check();
    await card.getByRole('button', { name: config.buttonLabel }).click();
    await page.waitForURL(service.checkoutUrl);
    expect(problems.console.some((line) => line.startsWith('warning') && line.includes('could not be recorded'))).toBe(
      true,
    );
  });
});
