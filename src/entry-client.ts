// The one script every page loads. Pages are HTML rendered at build time; this adds the little the
// whole site needs in the browser (the header's menus, years as of today) and starts the browser
// module of each section on the page that has one (its client.ts, named by the build in a
// modulepreload link, see scripts/build/prerender.ts). React comes only with an island's module.
import { enhanceHeader } from './app/header/enhance.ts';
import { updateLiveYears } from './lib/live-years.ts';
import { SECTION_CLIENT_ATTRIBUTE, type SectionClient } from './sections/types.ts';

/** Every section's browser module, by path: src/sections/<type>/client.ts (registry.ts, sectionClientModule). */
const sectionClients = import.meta.glob<{ default: SectionClient }>('./sections/*/client.ts');

async function startSectionClients(): Promise<void> {
  const types = [...document.querySelectorAll(`link[${SECTION_CLIENT_ATTRIBUTE}]`)].map((link) => link.getAttribute(SECTION_CLIENT_ATTRIBUTE)!);
  await Promise.all(
    types.map(async (type) => {
      const load = sectionClients[`./sections/${type}/client.ts`];
      if (!load) throw new Error(`no browser module for the section type "${type}"`);
      await (await load()).default(document);
    }),
  );
}

enhanceHeader(document);
updateLiveYears(document);
await startSectionClients();
// Lets tests (and curious developers) know the page is interactive, islands hydrated.
document.documentElement.dataset.hydrated = 'true';
