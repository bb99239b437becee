import { site } from '../../config/site-config.ts';
import { services, servicesConfig } from './services-config.ts';

/** One schema.org Service with its Offer per card, so search engines can show the prices. */
export function serviceOffers(): Record<string, unknown>[] {
  return services.map((service) => ({
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.description,
    provider: { '@type': 'Organization', name: site.brand.name, url: site.siteUrl },
    offers: { '@type': 'Offer', price: service.price, priceCurrency: servicesConfig.currency },
  }));
}
