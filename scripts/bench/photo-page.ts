// The uploaded-photo page of npm run bench: what a phone downloads of a 2 MB photo a marketer put at
// the top of a page. A 2400x1600 JPEG of about 2 MB is made here (a gradient under fine noise, which
// JPEG keeps at full cost), written under public/images/ for the build and removed afterwards; the
// home page is copied to a page of its own whose hero shows it; that config is built (AVIF and WebP
// copies, <picture> with srcset and sizes) and served by the real server. Measured: the image bytes
// Chromium transfers at the phone size Lighthouse's mobile audit uses (412 px wide at 1.75x), and
// that audit.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Image, PageConfig, RoutesConfig } from '../../src/shared/generated/config-types.ts';
import { PICTURE_COPIES_DIR } from '../../src/shared/picture-copies.ts';
import { audit, medianAudit, type Audit, type Chrome } from './lighthouse.ts';
import { startSiteServer } from './site-server.ts';
import { launchBrowser } from '../measure/js-weight.ts';
import { CONFIG_FILES, pageFile } from '../../src/shared/config-check/config-layout.ts';

/** Lighthouse's mobile screen (its default emulation). */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
export const PHOTO_BUDGET_KIB = 150;
const PHOTO_SRC = '/images/bench-uploaded-photo.jpg';
const PATH = '/bench-photo';

export interface PhotoPageFigures {
  photoBytes: number;
  /** Every image response of the page at the phone's size, and their sum. */
  images: { url: string; bytes: number; type: string }[];
  /** What the phone downloaded of the photo: the copy it chose (or the original). */
  photoTransferBytes: number;
  imageBytes: number;
  audit: Audit;
}

/** A photo-like JPEG of about 2 MB: a colour gradient under fine noise, at quality 92. */
async function makePhoto(): Promise<Buffer> {
  const width = 2400;
  const height = 1600;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 80;
  };
  const channel = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const shade = noise();
      pixels[at] = channel(40 + (170 * x) / width + shade);
      pixels[at + 1] = channel(80 + (120 * y) / height + shade);
      pixels[at + 2] = channel(200 - (120 * x) / width + noise() / 2);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

export async function photoPageBench(root: string, chrome: Chrome, runs: number): Promise<PhotoPageFigures> {
  const work = mkdtempSync(join(tmpdir(), 'bench-photo-'));
  const photoFile = join(root, 'public', PHOTO_SRC);
  try {
    const photo = await makePhoto();
    writeFileSync(photoFile, photo);
    const config = join(work, 'config');
    cpSync(join(root, 'site-config'), config, { recursive: true });
    const page = JSON.parse(readFileSync(join(config, pageFile('home')), 'utf8')) as PageConfig;
    const image: Image = { src: PHOTO_SRC, alt: 'A photo of the team at work', width: 2400, height: 1600 };
    const hero = page.sections.find((section) => section.type === 'hero');
    if (hero) hero.image = image;
    else page.sections.unshift({ type: 'hero', heading: page.title, image });
    writeFileSync(join(config, pageFile('bench-photo')), JSON.stringify(page, null, 2));
    const routes = JSON.parse(readFileSync(join(config, CONFIG_FILES.routes), 'utf8')) as RoutesConfig;
    routes.routes.push({ path: PATH, page: 'bench-photo' });
    writeFileSync(join(config, CONFIG_FILES.routes), JSON.stringify(routes, null, 2));
    const dist = join(work, 'dist');
    const built = spawnSync(process.execPath, [join(root, 'scripts/build.ts'), '--config', config, '--out', dist], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the build of the photo page failed');

    const server = await startSiteServer(root, { DIST_DIR: dist });
    try {
      const browser = await launchBrowser();
      const images: PhotoPageFigures['images'] = [];
      try {
        const context = await browser.newContext({
          viewport: PHONE,
          deviceScaleFactor: PHONE.deviceScaleFactor,
          isMobile: true,
        });
        const tab = await context.newPage();
        const bodies: Promise<void>[] = [];
        tab.on('response', (response) => {
          if (response.request().resourceType() !== 'image') return;
          bodies.push(
            response.body().then((body) => {
              images.push({
                url: new URL(response.url()).pathname,
                bytes: body.length,
                type: response.headers()['content-type'] ?? '',
              });
            }),
          );
        });
        // The first screen only, as a visitor who does not scroll (pictures below it load lazily).
        await tab.goto(server.url + PATH, { waitUntil: 'networkidle' });
        await Promise.all(bodies);
        await context.close();
      } finally {
        await browser.close();
      }
      const audits: Audit[] = [];
      for (let run = 0; run < runs; run++) audits.push(await audit(chrome, server.url + PATH));
      return {
        photoBytes: photo.length,
        images,
        photoTransferBytes: images
          .filter((entry) => entry.url === PHOTO_SRC || entry.url.startsWith(`${PICTURE_COPIES_DIR}/`))
          .reduce((sum, entry) => sum + entry.bytes, 0),
        imageBytes: images.reduce((sum, entry) => sum + entry.bytes, 0),
        audit: medianAudit(audits),
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(photoFile, { force: true });
    rmSync(work, { recursive: true, force: true });
  }
}
