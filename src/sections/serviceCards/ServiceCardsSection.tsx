// The cards, their code and services.json load only on a page that shows them; in the main bundle
// they would weigh on every page. Preloaded before hydration and prerendering, so those render
// without suspending (and the JSON-LD is there); after a client-side navigation the page waits for them.
import { lazy } from 'react';
import type * as CardsModule from './ServiceCards.tsx';
import type { ServiceCardsProps } from '../../shared/generated/config-types.ts';

let loaded: typeof CardsModule | undefined;

async function importCards(): Promise<typeof CardsModule> {
  loaded = await import('./ServiceCards.tsx');
  return loaded;
}

/** The chunk of the cards, for modulepreload links. */
export const SERVICE_CARDS_MODULE = 'src/sections/serviceCards/ServiceCards.tsx';

export async function preloadServiceCards(): Promise<void> {
  await importCards();
}

const LazyCards = lazy(async () => ({ default: (await importCards()).ServiceCards }));

export function ServiceCardsSection(props: ServiceCardsProps) {
  const Cards = loaded?.ServiceCards ?? LazyCards;
  return <Cards {...props} />;
}

/** The JSON-LD of the cards, once loaded: always so when a page is prerendered or hydrated. */
export function loadedServiceOffers(): Record<string, unknown>[] {
  return loaded?.serviceOffers() ?? [];
}
