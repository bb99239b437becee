// The one script of every page, inline in it (scripts/build/page-script.ts): pages are HTML rendered
// at build time; this adds the little the whole site needs in the browser (the header's menus, years
// as of today) and starts the browser module of each section on the page that has one (its
// client.ts; the build lists them in the page, see src/sections/page-modules.ts). React comes only
// with an island's module. Being inline, it imports nothing by a relative path: section modules are
// loaded by the absolute file names the build wrote into the page.
import { enhanceHeader } from './app/header/enhance.ts';
import { updateLiveYears } from './lib/live-years.ts';
import { PAGE_MODULES_ID, type PageModules } from './sections/page-modules.ts';
import type { SectionClient } from './sections/types.ts';

function pageModules(): PageModules {
  const block = document.getElementById(PAGE_MODULES_ID);
  return block ? (JSON.parse(block.textContent ?? '') as PageModules) : { clients: [], preload: [] };
}

/** Section code is fetched once the page itself has loaded: it never competes with the first
 *  screen's HTML and images for the network, and all of it is fetched at once. */
async function pageLoaded(): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((loaded) => window.addEventListener('load', loaded, { once: true }));
}

async function startSectionClients({ clients, preload }: PageModules): Promise<void> {
  for (const href of preload) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  await Promise.all(
    clients.map(async ({ type, src }) => {
      const client = (await import(/* @vite-ignore */ src)) as { default?: SectionClient };
      if (!client.default) throw new Error(`the browser module of the section type "${type}" (${src}) exports no default`);
      await client.default(document);
    }),
  );
}

enhanceHeader(document);
updateLiveYears(document);
const modules = pageModules();
if (modules.clients.length > 0) {
  await pageLoaded();
  await startSectionClients(modules);
}
// Lets tests (and curious developers) know the page is interactive, islands hydrated.
document.documentElement.dataset.hydrated = 'true';
