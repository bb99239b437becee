// The library of `npm run edit`: the pictures under public/images, an upload written at once into
// public/images/uploads/ (to a temporary file, flushed, then renamed into place: no half-written
// picture is ever seen, and two uploads at once each write their own temporary file: write-atomically.ts).
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hasNoLinks, plainFilesUnder } from '../editor/plain-files.ts';
import { readImages, readPublicFiles } from '../editor/project-facts.ts';
import type { CheckedPicture } from './picture-check.ts';
import { createHash } from 'node:crypto';
import type { PictureLibrary } from './library.ts';
import { hashPart, UPLOADS_FOLDER, UPLOADS_PREFIX, uploadName } from './upload-names.ts';
import { pictureFileOf } from './picture-paths.ts';
import { writeFileAtomicallyAsync } from './write-atomically.ts';

const sameBytes = (file: string, hash: string) =>
  createHash('sha256').update(readFileSync(file)).digest('hex') === hash;

/** The name of the file in `uploadsDir` that already holds these bytes (under any name), if any. */
export function findStoredUpload(uploadsDir: string, picture: CheckedPicture): string | undefined {
  const digits = picture.hash.slice(0, 10);
  return plainFilesUnder(uploadsDir).find(
    (name) => !name.includes('/') && hashPart(name) === digits && sameBytes(join(uploadsDir, name), picture.hash),
  );
}

export function directoryLibrary(publicDir: string): PictureLibrary {
  const uploadsDir = join(publicDir, 'images', UPLOADS_FOLDER);
  const existing = (picture: CheckedPicture) => findStoredUpload(uploadsDir, picture);

  return {
    imagesDir: join(publicDir, 'images'),
    list: async () => readImages(publicDir),
    publicFiles: async () => readPublicFiles(publicDir),

    async add(_request, fileName, picture) {
      const found = existing(picture);
      const name = found ?? uploadName(fileName, picture.type, picture.hash);
      if (!found) {
        if (!hasNoLinks(join(publicDir, 'images'), `${UPLOADS_FOLDER}/${name}`))
          throw new Error('public/images/uploads is a link');
        await writeFileAtomicallyAsync(join(uploadsDir, name), picture.bytes);
      }
      const bytes = found ? statSync(join(uploadsDir, name)).size : picture.bytes.length;
      return {
        kind: 'stored',
        existed: found !== undefined,
        picture: { src: `${UPLOADS_PREFIX}${name}`, width: picture.width, height: picture.height, bytes },
      };
    },

    async remove(_request, src) {
      const file = pictureFileOf(publicDir, src);
      if (!file) return { kind: 'refused', status: 404, message: `There is no picture ${src}.` };
      rmSync(file);
      return { kind: 'removed' };
    },

    draftPicture: async () => undefined,
  };
}
