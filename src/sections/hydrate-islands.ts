// The browser side of islands (see island.tsx): each container of the page marked with the section's
// type is hydrated with the props the build wrote beside it, once the section's lazy parts are loaded.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_TEXTS_ID, setIslandTexts, type IslandTexts } from '../config/island-texts.ts';
import { ISLAND_ATTRIBUTE, islandRoot } from './island.tsx';
import type { SectionClient, SectionDefinition, SectionType } from './types.ts';

/** The default export of an island section's client.ts: hydrates every island of that type. */
export function hydrateIslands<P extends object>(type: SectionType, definition: SectionDefinition<P>): SectionClient {
  return async (root) => {
    // The page gives its islands their texts, in its language.
    const texts = document.getElementById(ISLAND_TEXTS_ID);
    if (texts) setIslandTexts(JSON.parse(texts.textContent ?? '') as IslandTexts);
    const containers = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${type}"]`)];
    await Promise.all(
      containers.map(async (container) => {
        const props = JSON.parse(container.dataset.props ?? '{}') as P;
        // Loaded first, so the first render matches the prerendered HTML instead of suspending.
        await definition.preload?.(props);
        // As a transition, hydration yields to the browser between pieces of work instead of holding
        // the main thread for the whole form at once (the prerendered form is already on screen).
        await new Promise<void>((hydrated) =>
          startTransition(() => void hydrateRoot(container, islandRoot(definition.component, props, hydrated))),
        );
      }),
    );
  };
}
