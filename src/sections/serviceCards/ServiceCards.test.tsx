// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../config/site-config.ts';
import { http } from '../../lib/http.ts';
import type * as BookService from './book-service.ts';
import { goTo } from './book-service.ts';
import { BOOKINGS_PATH } from '../../shared/services/checkout-link.ts';
import { serviceOffers } from './service-data.ts';
import serviceCardsClient from './client.ts';
import { ServiceCards } from './ServiceCards.tsx';
import { servicesConfig } from './services-config.ts';

vi.mock('../../lib/http.ts', () => ({ http: { post: vi.fn() } }));
vi.mock('./book-service.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof BookService>()),
  goTo: vi.fn(),
}));

const post = vi.mocked(http.post);
const leave = vi.mocked(goTo);
const byIndex = (index: number) => servicesConfig.services.find((service) => service.index === index)!;
// The fixture's services (tests/fixtures/site-config/services.json) in index order, their prices as
// a visitor reads them; the file lists index 2 first, so the order shown must come from the index.
const PRICES = ['$12', '$7.50', '$0.25'];
const count = servicesConfig.services.length;
const policyHrefs = servicesConfig.agreement.label.flatMap((part) => (typeof part === 'string' ? [] : [part.href]));

function cardOf(index: number): HTMLElement {
  return screen.getByRole('heading', { name: byIndex(index).title }).closest('li')!;
}

/** The cards as the build renders them, with their browser module started, as on the page. */
async function renderCards(heading?: string) {
  const rendered = render(<ServiceCards type="serviceCards" {...(heading ? { heading } : {})} />);
  await serviceCardsClient(rendered.container);
  return rendered;
}

function book(index: number) {
  fireEvent.click(within(cardOf(index)).getByRole('button', { name: servicesConfig.buttonLabel }));
}

beforeEach(() => {
  post.mockReset();
  leave.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('ServiceCards', () => {
  it('shows every service in index order with title, description, price label and price', async () => {
    await renderCards('Book a service');
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(count);
    expect(count).toBe(PRICES.length);
    cards.forEach((card, position) => {
      const service = byIndex(position + 1);
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(service.title);
      expect(within(card).getByText(service.description)).toBeTruthy();
      expect(within(card).getByText(servicesConfig.priceLabel)).toBeTruthy();
      expect(within(card).getByText(PRICES[position]!).tagName).toBe('STRONG');
      expect(within(card).getByText(PRICES[position]!).getAttribute('dir'), 'isolated, in its own direction').toBe(
        'auto',
      );
      expect(card.querySelector('input[type="checkbox"]')!.id).toBe(`service-agree-${service.index}`);
    });
  });

  it('labels the checkbox with links to the three policies, each in a new tab', () => {
    render(<ServiceCards type="serviceCards" />);
    const checkbox = screen.getAllByRole('checkbox')[0]!;
    expect(checkbox.getAttribute('aria-describedby')).toBe('service-title-1');
    const label = document.querySelector('label[for="service-agree-1"]')!;
    const links = within(label as HTMLElement).getAllByRole('link');
    expect(policyHrefs).toHaveLength(3);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(policyHrefs);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.textContent).toContain(site.ui.opensInNewTab);
    }
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(count);
  });

  it('without the tick, shows the alert and goes nowhere; ticking clears it', async () => {
    await renderCards();
    book(3);
    expect(screen.getByRole('alert').textContent).toBe(servicesConfig.agreement.alert);
    expect(within(cardOf(3)).getByRole('alert')).toBeTruthy();
    const checkbox = within(cardOf(3)).getByRole('checkbox');
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(checkbox.getAttribute('aria-describedby')).toBe('service-alert-3 service-title-3');
    expect(post).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
    fireEvent.click(checkbox);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(checkbox.getAttribute('aria-invalid')).toBeNull();
    expect(checkbox.getAttribute('aria-describedby')).toBe('service-title-3');
  });

  it('with the tick, records the booking and goes to the checkout link of the answer', async () => {
    post.mockResolvedValue({ data: { id: 'b1', checkoutUrl: byIndex(3).checkoutUrl } });
    await renderCards();
    fireEvent.click(within(cardOf(3)).getByRole('checkbox'));
    book(3);
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(byIndex(3).checkoutUrl));
    expect(post).toHaveBeenCalledWith(
      BOOKINGS_PATH,
      // With where the booking came from: this page, where the visit (referred by nobody) began.
      { serviceIndex: 3, agreed: true, source: { page: '/', landingPage: '/' } },
      expect.objectContaining({ timeout: expect.any(Number) }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still goes to the card’s own link when the booking fails, with a warning', async () => {
    post.mockRejectedValue(new Error('Network Error'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderCards();
    fireEvent.click(within(cardOf(count)).getByRole('checkbox'));
    book(count);
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(byIndex(count).checkoutUrl));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('never follows an answer that leads off the allowlist', async () => {
    post.mockResolvedValue({ data: { id: 'b2', checkoutUrl: 'https://evil.example/pay' } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderCards();
    fireEvent.click(within(cardOf(1)).getByRole('checkbox'));
    book(1);
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(byIndex(1).checkoutUrl));
  });

  it('ignores a second click while leaving', async () => {
    let answer: (value: { data: { checkoutUrl: string } }) => void = () => undefined;
    post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderCards();
    fireEvent.click(within(cardOf(2)).getByRole('checkbox'));
    book(2);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    book(2);
    answer({ data: { checkoutUrl: byIndex(2).checkoutUrl } });
    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledTimes(1);
  });
});

describe('serviceOffers', () => {
  it('describes each service as a schema.org Service with an Offer in the currency of the config', () => {
    const data = serviceOffers();
    expect(data).toHaveLength(count);
    expect(data[2]).toMatchObject({
      '@type': 'Service',
      name: byIndex(3).title,
      offers: { '@type': 'Offer', price: byIndex(3).price, priceCurrency: servicesConfig.currency },
    });
  });
});
