import { defineSection } from '../types.ts';
import type { ServiceCardsProps } from './ServiceCards.tsx';
import { loadedServiceOffers, preloadServiceCards, SERVICE_CARDS_MODULE, ServiceCardsSection } from './ServiceCardsSection.tsx';
import './service-cards.css';

export type { ServiceCardsProps };
export const serviceCards = defineSection<ServiceCardsProps>('serviceCards', ServiceCardsSection, loadedServiceOffers, {
  preload: preloadServiceCards,
  modules: () => [SERVICE_CARDS_MODULE],
});
