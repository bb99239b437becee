// The name an uploaded picture is stored under: its file name as a slug (letters, digits and
// dashes; no folder, no "..", no control character survives), then the start of its content hash,
// then the ending of the kind it really is. Two different pictures uploaded under one name get two
// names; the same picture gets the same one (and is stored once).
import { EXTENSIONS, type PictureType } from './picture-check.ts';

/** The folder of uploads under public/images/. */
export const UPLOADS_FOLDER = 'uploads';
export const UPLOADS_PREFIX = `/images/${UPLOADS_FOLDER}/`;
/** Hex digits of the content hash in a name: enough that two pictures never meet. */
const HASH_DIGITS = 10;
const MAX_SLUG = 60;
/** An uploaded picture's name, as uploadName makes them. */
export const UPLOAD_NAME = /^[a-z0-9]+(-[a-z0-9]+)*-[0-9a-f]{10}\.(png|jpg|webp|avif|gif|svg)$/;

/** "Our Team (final)../x.PNG" → "our-team-final-x"; "" when nothing readable is left. */
export function slugOf(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const withoutEnding = base.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return withoutEnding
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
}

export function uploadName(fileName: string, type: PictureType, hash: string): string {
  return `${slugOf(fileName) || 'picture'}-${hash.slice(0, HASH_DIGITS)}.${EXTENSIONS[type]}`;
}

/** The hash digits in an upload's name. */
export function hashPart(name: string): string | undefined {
  return /-([0-9a-f]{10})\.[a-z]+$/.exec(name)?.[1];
}
