// The build's picture step on a config of its own: which pictures get copies, of which widths and
// formats, and the cache: a second build of the same pictures encodes none (counted, not timed).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyWidths } from '../../src/shared/picture-copies.ts';
import { linkPictures, makePictures, rasterPictures } from './pictures.ts';
import { BuildPool } from './render-pool.ts';

const work = mkdtempSync(join(tmpdir(), 'pictures-test-'));
const root = join(work, 'root');
const config = join(work, 'config');
let pool: BuildPool;

function writePublic(path: string, bytes: Buffer | string): void {
  const file = join(root, 'public', path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, bytes);
}

beforeAll(async () => {
  process.env.SITE_PICTURE_CACHE = join(work, 'cache');
  const photo = await sharp({ create: { width: 700, height: 420, channels: 3, background: '#1f4fd1' } })
    .jpeg()
    .toBuffer();
  writePublic('/images/photos/office.jpg', photo);
  writePublic('/images/photos/office-copy.png', await sharp(photo).png().toBuffer());
  writePublic('/images/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  // An animation: a still copy would lose it, so it keeps its original alone.
  const frame = (colour: string) =>
    sharp({ create: { width: 40, height: 40, channels: 3, background: colour } })
      .png()
      .toBuffer();
  writePublic(
    '/images/photos/spinner.webp',
    await sharp([await frame('#fff'), await frame('#000')], { join: { animated: true } })
      .webp()
      .toBuffer(),
  );
  mkdirSync(join(config, 'pages'), { recursive: true });
  writeFileSync(
    join(config, 'pages/home.json'),
    JSON.stringify({
      image: { src: '/images/photos/office.jpg', alt: 'The office', width: 700, height: 420 },
      sections: [
        { image: { src: '/images/photos/office-copy.png', alt: 'Again', width: 700, height: 420 } },
        { image: { src: '/images/logo.svg', decorative: true, width: 10, height: 10 } },
        { image: { src: '/images/photos/spinner.webp', decorative: true, width: 40, height: 40 } },
        { image: { src: '/images/photos/office.jpg', alt: 'Named twice', width: 700, height: 420 } },
      ],
    }),
  );
  pool = new BuildPool(2);
});

afterAll(async () => {
  await pool.close();
  delete process.env.SITE_PICTURE_CACHE;
  rmSync(work, { recursive: true, force: true });
});

describe('copy widths', () => {
  it('are the standard widths below the original, and the original (at most 1920)', () => {
    expect(copyWidths(200)).toEqual([200]);
    expect(copyWidths(640)).toEqual([320, 640]);
    expect(copyWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(copyWidths(2400)).toEqual([320, 640, 960, 1280, 1920]);
  });
});

describe('the picture step', () => {
  it('finds each raster picture the config names once', () => {
    expect(rasterPictures(config)).toEqual([
      '/images/photos/office-copy.png',
      '/images/photos/office.jpg',
      '/images/photos/spinner.webp',
    ]);
  });

  it('makes AVIF and WebP copies of each still raster picture at its widths, then finds them all in the cache', async () => {
    const first = await makePictures(root, config, pool);
    expect(Object.keys(first.copies).sort()).toEqual(['/images/photos/office-copy.png', '/images/photos/office.jpg']);
    expect(first.copies['/images/photos/office.jpg']!.widths).toEqual([320, 640, 700]);
    // Two pictures, three widths, two formats.
    expect([first.encoded, first.fromCache]).toEqual([12, 0]);

    const out = join(work, 'out');
    linkPictures(first, out);
    for (const { path } of first.files) {
      const copy = await sharp(join(out, path)).metadata();
      const [, width, format] = /-(\d+)\.(avif|webp)$/.exec(path)!;
      expect(copy.width, path).toBe(Number(width));
      expect(copy.format === 'heif' ? copy.compression : copy.format, path).toBe(format === 'avif' ? 'av1' : 'webp');
    }

    const second = await makePictures(root, config, pool);
    expect([second.encoded, second.fromCache]).toEqual([0, 12]);
    expect(second.copies).toEqual(first.copies);
  });

  it('fails with the name of a file that is no picture', async () => {
    const other = join(work, 'broken-config');
    mkdirSync(other, { recursive: true });
    writeFileSync(
      join(other, 'page.json'),
      JSON.stringify({ image: { src: '/images/photos/not-a-photo.jpg', alt: 'Text', width: 10, height: 10 } }),
    );
    writePublic('/images/photos/not-a-photo.jpg', 'plain text, named .jpg');
    await expect(makePictures(root, other, pool)).rejects.toThrow(
      /\/images\/photos\/not-a-photo\.jpg is not a picture sharp can read/,
    );
  });

  it('names the copies after the content: a changed picture gets new names, and is encoded', async () => {
    const before = await makePictures(root, config, pool);
    writePublic(
      '/images/photos/office-copy.png',
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0fa58f' } })
        .png()
        .toBuffer(),
    );
    const after = await makePictures(root, config, pool);
    expect([after.encoded, after.fromCache]).toEqual([2, 6]);
    expect(after.copies['/images/photos/office-copy.png']).toEqual({
      name: expect.stringMatching(/^office-copy\.[0-9a-f]{12}$/),
      widths: [300],
    });
    expect(after.copies['/images/photos/office-copy.png']!.name).not.toBe(
      before.copies['/images/photos/office-copy.png']!.name,
    );
    expect(existsSync(join(work, 'cache'))).toBe(true);
  });
});
