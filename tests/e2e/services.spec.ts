// The paid services page end to end: the nine cards against services.json, the alert of an unticked
// card, the same-tab hand-off of every card to its checkout (intercepted, so no third-party host is
// contacted) with its stored booking, the hand-off when the booking call fails, and the endpoint's
// refusals of tampered requests.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { formHeaders } from './support/api.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { page as pageConfig, routesConfig } from './support/site-data.ts';
import { storedSubmissions } from './support/submissions.ts';
import type { ServicesConfig } from '../../src/sections/serviceCards/services-config.ts';
import { policyVersions as versionsOfPolicies, type LegalPageLike } from '../../src/shared/services/policies.ts';

// The types of the config, shared with the section that renders it.
const config = JSON.parse(readFileSync(join(resolve(import.meta.dirname, '../..'), 'site-config/services.json'), 'utf8')) as ServicesConfig;
const services = [...config.services].sort((a, b) => a.index - b.index);
const ENDPOINT = '/api/services/bookings';

// SPEC section 3, as the visitor reads it: the config must keep to it.
const SPEC_TABLE = [
  ['24/7 Technical Support', '$105'],
  ['Installation & Setup Assistance', '$78.75'],
  ['Product Training & Onboarding', '$52.50'],
  ['Bug Reporting & Fixes', '$42'],
  ['Version Upgrades & Feature Updates', '$31.50'],
  ['Dedicated Account Manager', '$26.25'],
  ['Performance Monitoring & Optimization', '$21'],
  ['Data Backup & Recovery Support', '$15.75'],
  ['Security & Compliance Assistance', '$10.50'],
];
const shownPrice = (amount: number) => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

/** The version of each policy the agreement links to: the lastUpdated of the linked page's legal text. */
const policyVersions = versionsOfPolicies(config.agreement.label, (path) => {
  const route = routesConfig.routes.find((candidate) => candidate.path === path);
  return route && pageConfig<LegalPageLike>(route.page);
});

const cards = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('button', { name: config.buttonLabel }) });

async function openServices(page: Page): Promise<void> {
  // The hosted checkout is stood in for: the test never reaches the payment provider.
  await page.route('https://buy.stripe.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>checkout</title>' }));
  await page.goto('/services');
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
  test('shows the nine cards in index order with the exact titles and prices', async ({ page }) => {
    await openServices(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
    await expect(cards(page)).toHaveCount(9);
    expect(services.map((service) => [service.title, shownPrice(service.price)])).toEqual(SPEC_TABLE);
    for (const [position, service] of services.entries()) {
      const card = cards(page).nth(position);
      await expect(card.getByRole('heading')).toHaveText(service.title);
      await expect(card.getByText(service.description)).toBeVisible();
      await expect(card.getByText(config.priceLabel, { exact: true })).toBeVisible();
      await expect(card.getByText(shownPrice(service.price), { exact: true })).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('src', `/images/icons/${service.icon}.svg`);
      await expect(card.getByRole('checkbox')).toHaveAttribute('id', `service-agree-${service.index}`);
      await expect(card.getByRole('checkbox')).not.toBeChecked();
      await expect(card.getByRole('link')).toHaveText(['Terms & Conditions', 'Privacy Policy', 'Refund Policy'].map((name) => new RegExp(`^${name}`)));
    }
  });

  test('the cards are there when the visitor comes from another page', async ({ page }) => {
    await page.goto('/home');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Paid Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(cards(page)).toHaveCount(9);
    await expect(cards(page).first().getByRole('heading')).toHaveText(services[0]!.title);
  });

  test('describes every service as a schema.org Service with a USD Offer', async ({ request }) => {
    const html = await (await request.get('/services')).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => JSON.parse(match[1]!) as unknown);
    const offered = (blocks as { '@type': string; name: string; offers?: { price: number; priceCurrency: string } }[]).filter((block) => block['@type'] === 'Service');
    expect(offered.map((block) => [block.name, block.offers?.price, block.offers?.priceCurrency])).toEqual(services.map((service) => [service.title, service.price, 'USD']));
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
      if (request.url().includes(ENDPOINT) || !request.url().startsWith(new URL(page.url()).origin)) sent.push(request.url());
    });
    const card = cards(page).nth(4);
    await card.getByRole('button', { name: config.buttonLabel }).click();
    await expect(card.getByRole('alert')).toHaveText(config.agreement.alert);
    await expect(page.getByRole('alert')).toHaveCount(1);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/services');
    expect(sent).toEqual([]);
    expect(dialogs, 'no browser dialog, only the inline alert').toEqual([]);
    await card.getByRole('checkbox').check();
    await expect(card.getByRole('alert')).toHaveCount(0);
  });

  test('a policy link opens in a new tab and the card keeps its tick', async ({ page }) => {
    await openServices(page);
    const card = cards(page).first();
    await card.getByRole('checkbox').check();
    const [policy] = await Promise.all([page.context().waitForEvent('page'), card.getByRole('link', { name: /^Refund Policy/ }).click()]);
    await policy.waitForLoadState();
    expect(new URL(policy.url()).pathname).toBe('/refund-policy');
    await policy.close();
    expect(new URL(page.url()).pathname).toBe('/services');
    await expect(card.getByRole('checkbox')).toBeChecked();
  });

  test('works with the keyboard alone', async ({ page }) => {
    await openServices(page);
    const card = cards(page).last();
    const booking = await captureBooking(page);
    await card.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await expect(card.getByRole('checkbox')).toBeChecked();
    for (let link = 0; link < 3; link++) await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: config.buttonLabel })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(services.at(-1)!.checkoutUrl);
    expect(booking.status).toBe(201);
  });

  for (const service of services) {
    test(`card ${service.index} leaves in the same tab for its checkout, and the booking is stored`, async ({ page }) => {
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
      const row = storedSubmissions(process.env.E2E_DATA_DIR!, 'service').find((submission) => submission.id === booking.answer?.id);
      expect(row?.payload).toEqual({ serviceIndex: service.index, title: service.title, price: service.price, currency: config.currency });
      expect(row?.meta).toMatchObject({ policies: policyVersions, agreedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d/) });
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
    expect(problems.console.some((line) => line.startsWith('warning') && line.includes('could not be recorded'))).toBe(true);
  });
});

test.describe(`POST ${ENDPOINT}`, () => {
  test('201 with the checkout link of the service', async ({ request }) => {
    const response = await request.post(ENDPOINT, { headers: await formHeaders(request), data: { serviceIndex: 4, agreed: true } });
    expect(response.status()).toBe(201);
    expect(((await response.json()) as { checkoutUrl: string }).checkoutUrl).toBe(services[3]!.checkoutUrl);
  });

  const tampered: [string, unknown, string][] = [
    ['serviceIndex 0', { serviceIndex: 0, agreed: true }, 'serviceIndex'],
    ['serviceIndex 10', { serviceIndex: 10, agreed: true }, 'serviceIndex'],
    ['serviceIndex "3"', { serviceIndex: '3', agreed: true }, 'serviceIndex'],
    ['serviceIndex 3.5', { serviceIndex: 3.5, agreed: true }, 'serviceIndex'],
    ['no serviceIndex', { agreed: true }, 'serviceIndex'],
    ['agreed false', { serviceIndex: 3, agreed: false }, 'agreed'],
    ['no agreed', { serviceIndex: 3 }, 'agreed'],
    ['an extra field', { serviceIndex: 3, agreed: true, checkoutUrl: 'https://evil.example/pay' }, 'checkoutUrl'],
  ];
  for (const [name, data, field] of tampered) {
    test(`400 for ${name}`, async ({ request }) => {
      const response = await request.post(ENDPOINT, { headers: await formHeaders(request), data });
      expect(response.status()).toBe(400);
      const body = (await response.json()) as { error: string; message: string; fields: Record<string, string[]> };
      expect(body.error).toBe('Validation failed');
      expect(Object.keys(body.fields)).toEqual([field]);
      expect(body.fields[field]![0]).toMatch(/\w/);
      expect(JSON.stringify(body)).not.toContain('https://');
    });
  }

  test('403 without the anti-forgery token', async ({ request }) => {
    const response = await request.post(ENDPOINT, { headers: { 'content-type': 'application/json' }, data: { serviceIndex: 1, agreed: true } });
    expect(response.status()).toBe(403);
  });
});
