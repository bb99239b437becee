// The one script of every page, inline in it (scripts/build/page-script.ts): pages are HTML rendered
// at build time; this adds the little the whole site needs in the browser (the header's menus, years
// as of today, the count of a prerendered page once it is shown) and starts the browser module of
// each section on the page that has one (its client.ts; the build lists them in the page, see
// src/sections/page-modules.ts). React comes only with an island's module. Being inline, it imports nothing by a relative path: section modules are
// loaded by the absolute file names the build wrote into the page.
import { enhanceHeader } from './app/header/enhance.ts';
import { updateLiveYears } from './lib/live-years.ts';
import { countPrerenderedVisit } from './lib/prerendered-visit.ts';
import { PAGE_MODULES_ID, type PageModules } from './sections/page-modules.ts';
import type { SectionClient } from './sections/types.ts';

function pageModules(): PageModules {
  const block = document.getElementById(PAGE_MODULES_ID);
  return block ? (JSON.parse(block.textContent ?? '') as PageModules) : { clients: [], preload: [] };
}

/** Section code is fetched once the page itself has loaded and shown its first screen: it never
 *  competes with that screen's HTML and images for the network, and all of it is fetched at once.
 *  A page that loads fast fires `load` before its first paint (in every Playwright run of a form
 *  page), so the first paint is awaited too: Lighthouse's simulation otherwise counts the form's
 *  115 KiB against the first paint whenever they finish before it (1.9 s instead of 0.72 s in one
 *  run of eight of /signup). A page prerendered for a likely next click shows nothing yet: its
 *  code loads at once, so the page is ready when the visitor arrives.
 *  Some loads record no first-contentful-paint entry at all (Firefox, for a page reloaded scrolled
 *  down or opened at a #fragment): the code then starts once the page has drawn frames for a
 *  moment after `load` (FALLBACK_MS, then two frames), so it starts on every load, in every browser. */
async function firstScreenShown(): Promise<void> {
  if (document.readyState !== 'complete')
    await new Promise((loaded) => window.addEventListener('load', loaded, { once: true }));
  // `prerendering` is not in TypeScript's DOM types yet; browsers without it never prerender.
  if (
    (document as Document & { prerendering?: boolean }).prerendering === true ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  )
    return;
  let observer: PerformanceObserver | undefined;
  const painted = new Promise<void>((resolve) => {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  await Promise.race([painted, framesDrawnAfter(FALLBACK_MS)]);
  observer?.disconnect();
}

/** How long after `load` a page that recorded no first paint waits before it starts its code. */
const FALLBACK_MS = 300;

/** Resolves once `ms` have passed and the browser has drawn two frames since: a page that is on
 *  screen has painted by then (a hidden tab draws no frames, and starts when it is shown). */
function framesDrawnAfter(ms: number): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), ms),
  );
}

async function startSectionClients({ clients, preload }: PageModules): Promise<void> {
  for (const href of preload)
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  await Promise.all(
    clients.map(async ({ type, src }) => {
      const client = (await import(/* @vite-ignore */ src)) as { default?: SectionClient };
      if (!client.default)
        throw new Error(`the browser module of the section type "${type}" (${src}) exports no default`);
      await client.default(document);
    }),
  );
}

countPrerenderedVisit(document);
enhanceHeader(document);
updateLiveYears(document);
const modules = pageModules();
if (modules.clients.length > 0) {
  await firstScreenShown();
  await startSectionClients(modules);
}
// Lets tests (and curious developers) know the page is interactive, islands hydrated.
document.documentElement.dataset.hydrated = 'true';
