// The smaller copies the build makes of each raster picture (scripts/build/pictures.ts) and where they
// are served: the build writes them under these names, and the page's <picture> (src/components/
// Picture.tsx) lists them. Shared so the two cannot disagree.

/**
 * The widths of the copies, in pixels. 320 and 640 serve phones at 1x and 2x in a narrow column; 960
 * a full-width picture on a phone at 2–2.6x (a 412 px screen at 1.75x wants 721 px) and a half
 * column on a laptop at 2x; 1280 and 1920 a wide column on a large or high-density screen. No copy
 * is wider than the original, nor than 1920 (no layout of the site is wider than 1200 CSS px).
 */
export const PICTURE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The formats of the copies, in the order the page offers them: the smallest first. */
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** Served under /assets/, so with the year-long immutable caching of hashed names (the name carries
 *  the original's content hash). */
export const PICTURE_COPIES_DIR = '/assets/pictures';

/** The raster files the build makes copies of (an SVG scales by itself). */
const RASTER = /\.(png|jpe?g|webp|avif|gif)$/i;

export function isRasterPicture(src: string): boolean {
  return RASTER.test(src);
}

/** The copies of one picture: the base of their names, and their widths. */
export interface PictureCopies {
  /** The original's name and content hash, e.g. team-photo.3f9a1c2b7d04. */
  name: string;
  widths: number[];
}

/** The copies of every raster picture a build renders, by the image's src (/images/…). */
export type PictureCopiesBySrc = Record<string, PictureCopies>;

/** The widths of the copies of a picture as wide as this: each standard width below it, and the
 *  original's own width (or the widest standard one) so the largest copy loses nothing. */
export function copyWidths(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, Math.max(...PICTURE_WIDTHS));
  return [...PICTURE_WIDTHS.filter((width) => width < largest), largest];
}

/** The URL path of one copy. */
export function copyPath(copies: PictureCopies, width: number, format: PictureFormat): string {
  return `${PICTURE_COPIES_DIR}/${copies.name}-${width}.${format}`;
}
