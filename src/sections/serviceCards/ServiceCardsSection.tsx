// The cards, their code and services.json load only on a page that shows them; in the main bundle
// they would weigh on every page. Preloaded before hydration and prerendering, so those render
// without suspending (and the JSON-LD is there); after a client-side navigation the page waits for them.
import { lazy } from 'react';
import { keyedLoader } from '../../lib/keyed-loader.ts';
import type * as CardsModule from './ServiceCards.tsx';
import type { ServiceCardsProps } from '../../shared/generated/config-types.ts';

const cards = keyedLoader<void, typeof CardsModule>(() => import('./ServiceCards.tsx'));

/** The chunk of the cards, for modulepreload links. */
export const SERVICE_CARDS_MODULE = 'src/sections/serviceCards/ServiceCards.tsx';

export async function preloadServiceCards(): Promise<void> {
  await cards.load();
}

const LazyCards = lazy(async () => ({ default: (await cards.load()).ServiceCards }));

export function ServiceCardsSection(props: ServiceCardsProps) {
  const Cards = cards.loaded()?.ServiceCards ?? LazyCards;
  return <Cards {...props} />;
}

/** The JSON-LD of the cards, once loaded: always so when a page is prerendered or hydrated. */
export function loadedServiceOffers(): Record<string, unknown>[] {
  return cards.loaded()?.serviceOffers() ?? [];
}
