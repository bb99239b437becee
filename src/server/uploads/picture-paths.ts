// A picture's site path (/images/…) as a file under public/: only plain names inside public/images,
// never "..", never through a link, and only a file that is there.
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { hasNoLinks } from '../editor/plain-files.ts';

const PICTURE_PATH =
  /^\/images\/([A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(svg|png|jpe?g|webp|avif|gif)$/;

/** The file of the picture `src` under `publicDir`, or undefined when there is none (or the path is not one). */
export function pictureFileOf(publicDir: string, src: string): string | undefined {
  if (src.length > 300 || !PICTURE_PATH.test(src) || src.split('/').includes('..')) return undefined;
  const below = src.slice('/images/'.length);
  if (!hasNoLinks(join(publicDir, 'images'), below)) return undefined;
  const file = join(publicDir, 'images', below);
  try {
    return lstatSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}
