// npm run section-shots: a picture of each section type as visitors see it 1,280 px wide, taken from
// the first page of site-config/ that uses it, in the build (dist/, `npm run build` first), for the
// catalogue docs/sections.md, which shows each beside its fields. Rewrites the catalogue after.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SITE_CONFIG_DIR } from '../src/config/config-dir.ts';
import { ROUTES_META } from '../src/shared/build-meta.ts';
import { startSiteServer } from './bench/site-server.ts';
import { launchBrowser } from './measure/js-weight.ts';
import { SECTION_SHOTS_DIR, sectionShotFile, sectionUsage } from './schemas/section-catalogue.ts';
import { writeGenerated } from './schemas/write-generated.ts';

const WIDTH = 1280;
/** A tall section (a legal text) is cut at this height: the picture shows what it looks like, not all of it. */
const MOST_HEIGHT = 900;

const root = resolve(import.meta.dirname, '..');
if (!existsSync(join(root, 'dist', ROUTES_META))) {
  console.error('No build found: run npm run build first.');
  process.exit(1);
}
const shotsDir = join(root, SECTION_SHOTS_DIR);
rmSync(shotsDir, { recursive: true, force: true });
mkdirSync(shotsDir, { recursive: true });

const server = await startSiteServer(root, { LOG_LEVEL: 'warn' });
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: MOST_HEIGHT } });
  for (const [type, uses] of [...sectionUsage(join(root, SITE_CONFIG_DIR))].sort(([a], [b]) => a.localeCompare(b))) {
    const use = uses.find((candidate) => candidate.paths.length > 0);
    if (!use) {
      console.log(`${type}: on no page with a route, no picture`);
      continue;
    }
    await page.goto(server.url + use.paths[0]!, { waitUntil: 'networkidle' });
    // Each section of a page is one child of <main>, in the config's order.
    let section = page.locator('main > *').nth(use.index);
    // An island's container has no box of its own (src/app/Island.tsx): its section is inside.
    if ((await section.boundingBox()) === null) section = section.locator(':scope > *').first();
    await section.scrollIntoViewIfNeeded();
    const box = await section.boundingBox();
    if (!box || box.height === 0) {
      console.log(`${type}: not shown on ${use.paths[0]}, no picture`);
      continue;
    }
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.screenshot({
      path: join(root, sectionShotFile(type)),
      type: 'jpeg',
      quality: 60,
      fullPage: true,
      clip: { x: 0, y: box.y + scrolled, width: WIDTH, height: Math.min(box.height, MOST_HEIGHT) },
    });
    console.log(`${type}: ${sectionShotFile(type)} from ${use.paths[0]}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
for (const file of await writeGenerated(root)) console.log(`wrote ${file}`);
