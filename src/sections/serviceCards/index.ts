import { defineSection } from '../types.ts';
import { loadedServiceOffers, preloadServiceCards, SERVICE_CARDS_MODULE, ServiceCardsSection } from './ServiceCardsSection.tsx';
import './service-cards.css';

export const serviceCards = defineSection(ServiceCardsSection, {
  structuredData: loadedServiceOffers,
  preload: preloadServiceCards,
  modules: () => [SERVICE_CARDS_MODULE],
});
