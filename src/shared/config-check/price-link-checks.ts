// A price changed without its payment link (issue 40). The amount a visitor pays is set on the
// payment link at the provider (Stripe Payment Links), not by "price", which only shows it; and
// such a link carries no amount the site could read. So a price is judged against the version of
// services.json the live site has: a service (found by its "index", by which bookings are
// recorded) whose price differs from the live one while its checkout link is still the live one
// charges the old amount. That is said at the price, as a warning (the marketer may be about to
// paste the new link, or may mean it), and Publish asks before it publishes it.
import type { ServicesConfig } from '../generated/config-types.ts';
import { formatPrice } from '../money.ts';
import { languageTag } from '../dates.ts';
import { CONFIG_FILES } from './config-layout.ts';
import { problemAt, type JsonSource, type Problem } from './json-source.ts';

/** The words every such warning starts with: how the editor knows to ask before publishing it. */
const PRICE_WITHOUT_LINK = 'the price changed but not its checkout link';

function servicesOf(value: unknown): ServicesConfig['services'] | undefined {
  const services = (value as Partial<ServicesConfig> | undefined)?.services;
  return Array.isArray(services) ? services : undefined;
}

/**
 * @param services services.json as checked now (sound, or what of it can be read)
 * @param published the text of services.json as the live site has it; undefined when not known
 *   (a config directory outside git, a new file)
 * @param locale site.json's locale (en_US), in which amounts are written
 */
export function priceLinkProblems(
  services: JsonSource | undefined,
  published: string | undefined,
  locale: string | undefined,
): Problem[] {
  if (!services || published === undefined) return [];
  let live: ServicesConfig['services'] | undefined;
  try {
    live = servicesOf(JSON.parse(published));
  } catch {
    return [];
  }
  const now = servicesOf(services.value);
  if (!live || !now) return [];
  const currency = (services.value as Partial<ServicesConfig>).currency ?? 'USD';
  const money = (amount: number) => {
    try {
      return formatPrice(amount, currency, languageTag(locale ?? 'en-US'));
    } catch {
      return String(amount);
    }
  };
  const problems: Problem[] = [];
  now.forEach((service, at) => {
    const before = live.find((other) => other?.index === service?.index);
    if (typeof service?.price !== 'number' || typeof before?.price !== 'number') return;
    if (service.price === before.price || service.checkoutUrl !== before.checkoutUrl) return;
    problems.push({
      ...problemAt(
        services,
        `/services/${at}/price`,
        `${PRICE_WITHOUT_LINK}: "${service.title}" now shows ${money(service.price)}, its checkout link still charges ${money(before.price)}`,
        `a payment link does not say what it charges: make one for ${money(service.price)} with the payment provider and paste it in "Checkout link", or keep the price`,
      ),
      severity: 'warning',
    });
  });
  return problems;
}

/** Whether a problem is a price changed without its checkout link: Publish asks before it goes live. */
export function isPriceWithoutLink(problem: Problem): boolean {
  return (
    problem.severity === 'warning' &&
    problem.file.endsWith(CONFIG_FILES.services) &&
    /^\/services\/\d+\/price$/.test(problem.pointer) &&
    problem.message.startsWith(PRICE_WITHOUT_LINK)
  );
}
