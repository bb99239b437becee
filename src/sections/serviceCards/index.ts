import { defineSection } from '../types.ts';
import { serviceOffers } from './service-data.ts';
import { ServiceCards } from './ServiceCards.tsx';
import { loadShownServices } from './services-config.ts';
import './service-cards.css';

export const serviceCards = defineSection(ServiceCards, {
  structuredData: () => serviceOffers(),
  client: 'enhance',
  preload: () => loadShownServices(),
});
