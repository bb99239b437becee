import { site } from '../../config/site-config.ts';
import { shownServices, shownServicesConfig } from './services-config.ts';

/** One schema.org Service with its Offer per card, so search engines can show the prices. */
export function serviceOffers(): Record<string, unknown>[] {
  const config = shownServicesConfig();
  return shownServices(config).map((service) => ({
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.description,
    provider: { '@type': 'Organization', name: site.brand.name, url: site.siteUrl },
    offers: { '@type': 'Offer', price: service.price, priceCurrency: config.currency },
  }));
}
