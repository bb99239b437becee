// The encoding of one picture's copies, run by a thread of the build's pool (render-worker.ts): the
// AVIF and WebP copies at the widths of src/shared/picture-copies.ts, kept in the picture cache by
// the original's content hash and the encoder's settings. A picture whose copies are in the cache is
// not encoded again. An entry of the cache is written in a folder of its own and renamed into place
// whole, and never changed after: builds link its files.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyWidths, PICTURE_FORMATS, type PictureFormat } from '../../src/shared/picture-copies.ts';

/**
 * The encoders' settings, part of every cache key (a change re-encodes everything). AVIF at quality
 * 50 and WebP at 75 look alike and as good as the original at the size they are shown. AVIF's effort
 * 2 (of 0–9): on a 1120 px picture's four widths, effort 4 took 5.5 s for 16.5 KB, effort 3 1.7 s
 * for 17.7 KB, effort 2 0.6 s for 19.6 KB (docs/performance.md, Pictures).
 */
const SETTINGS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
} as const satisfies Record<PictureFormat, object>;

/** What the main thread asks of a picture. */
export interface PictureJob {
  /** The image's src, as the config names it (/images/…). */
  src: string;
  /** The original file. */
  file: string;
  /** The picture cache's folder. */
  cacheDir: string;
}

/** What it learns back: undefined copies for a picture that gets none (an animation, a missing file). */
export interface PictureResult {
  src: string;
  copies?: { key: string; widths: number[] };
  encoded: number;
  fromCache: number;
}

/** The file of one copy in a cache entry. */
export function cachedCopy(entry: string, width: number, format: PictureFormat): string {
  return join(entry, `${width}.${format}`);
}

const WIDTHS_FILE = 'widths.json';

export async function encodePicture(job: PictureJob): Promise<PictureResult> {
  // A file the config names but that is not there: the config check says so and stops the build.
  if (!existsSync(job.file)) return { src: job.src, encoded: 0, fromCache: 0 };
  const original = readFileSync(job.file);
  const { default: sharp } = await import('sharp');
  const key = createHash('sha256')
    .update(JSON.stringify([SETTINGS, sharp.versions]))
    .update(original)
    .digest('hex');
  const entry = join(job.cacheDir, key);
  if (existsSync(join(entry, WIDTHS_FILE))) {
    const widths = JSON.parse(readFileSync(join(entry, WIDTHS_FILE), 'utf8')) as number[];
    // Used now: the cache keeps the entries used lately (pictures.ts).
    const now = new Date();
    utimesSync(entry, now, now);
    return { src: job.src, copies: { key, widths }, encoded: 0, fromCache: widths.length * PICTURE_FORMATS.length };
  }
  // The size from the file's header, before anything is decoded in full; an animation keeps its
  // original (a still copy would lose it).
  const metadata = await sharp(original)
    .metadata()
    .catch((error: unknown) => {
      throw new Error(`${job.src} is not a picture sharp can read (${String(error)}): replace the file`, {
        cause: error,
      });
    });
  if ((metadata.pages ?? 1) > 1) return { src: job.src, encoded: 0, fromCache: 0 };
  // The width as shown, after the orientation the photo's EXIF data asks for.
  const width = metadata.autoOrient.width;
  const widths = copyWidths(width);
  const building = join(job.cacheDir, `.building-${process.pid}-${key.slice(0, 12)}-${Date.now()}`);
  mkdirSync(building, { recursive: true });
  try {
    for (const copyWidth of widths)
      for (const format of PICTURE_FORMATS) {
        const resized = sharp(original).autoOrient().resize({ width: copyWidth, withoutEnlargement: true });
        const encoded = format === 'avif' ? resized.avif(SETTINGS.avif) : resized.webp(SETTINGS.webp);
        await encoded.toFile(cachedCopy(building, copyWidth, format));
      }
    // Last: an entry without it is no entry.
    writeFileSync(join(building, WIDTHS_FILE), `${JSON.stringify(widths)}\n`);
    // Another build may have encoded the same picture meanwhile: then its entry stays as it is.
    if (existsSync(entry)) rmSync(building, { recursive: true, force: true });
    else renameSync(building, entry);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw new Error(`${job.src}: its copies could not be made: ${String(error)}`, { cause: error });
  }
  return { src: job.src, copies: { key, widths }, encoded: widths.length * PICTURE_FORMATS.length, fromCache: 0 };
}
