// The editor's library under /admin (src/server/uploads/library.ts): the live pictures under
// public/images, and the pictures the signed-in account uploaded into its draft, kept in the
// database with it (store.draftUploads) so every instance sees them, and a discarded draft takes
// them along. A publish writes them into public/images/uploads (src/server/publish/publish-uploads.ts).
// An account's draft uploads are bounded (the quota), as its draft files are (draft-bounds.ts).
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { readImages, readPublicFiles } from '../editor/project-facts.ts';
import type { Store } from '../store/index.ts';
import { findStoredUpload } from '../uploads/directory-library.ts';
import type { LibraryPicture, PictureLibrary } from '../uploads/library.ts';
import { MEDIA_TYPES } from '../uploads/picture-check.ts';
import { pictureFileOf } from '../uploads/picture-paths.ts';
import { UPLOAD_NAME, UPLOADS_FOLDER, UPLOADS_PREFIX, uploadName } from '../uploads/upload-names.ts';
import { adminText, fill } from '../words/text.ts';

/** What one account's draft pictures may take together before they are published (DRAFT_UPLOAD_QUOTA_MIB). */
export const DEFAULT_UPLOAD_QUOTA_BYTES = 100 * 1024 * 1024;

const t = adminText.uploads;
const mib = (bytes: number) => (bytes / 1024 / 1024).toLocaleString('en', { maximumFractionDigits: 1 });

export function draftLibrary(store: Store, publicDir: string, quotaBytes = DEFAULT_UPLOAD_QUOTA_BYTES): PictureLibrary {
  const uploadsDir = join(publicDir, 'images', UPLOADS_FOLDER);
  const userOf = (request: FastifyRequest) => request.account!.id;

  async function draftPictures(request: FastifyRequest): Promise<LibraryPicture[]> {
    return (await store.draftUploads.list(userOf(request))).map((upload) => ({
      src: `${UPLOADS_PREFIX}${upload.name}`,
      width: upload.width,
      height: upload.height,
      bytes: upload.bytes,
      draft: true,
    }));
  }

  return {
    imagesDir: join(publicDir, 'images'),

    async list(request) {
      const live = await readImages(publicDir);
      const onDisk = new Set(live.map((picture) => picture.src));
      return [...live, ...(await draftPictures(request)).filter((picture) => !onDisk.has(picture.src))];
    },

    async publicFiles(request) {
      return [
        ...new Set([
          ...(await readPublicFiles(publicDir)),
          ...(await draftPictures(request)).map((picture) => picture.src),
        ]),
      ];
    },

    async add(request, fileName, picture) {
      // Published already: the live file is the one.
      const live = findStoredUpload(uploadsDir, picture);
      if (live)
        return {
          kind: 'stored',
          existed: true,
          picture: {
            src: `${UPLOADS_PREFIX}${live}`,
            width: picture.width,
            height: picture.height,
            bytes: picture.bytes.length,
          },
        };
      const outcome = await store.draftUploads.add(
        userOf(request),
        {
          name: uploadName(fileName, picture.type, picture.hash),
          hash: picture.hash,
          mediaType: MEDIA_TYPES[picture.type],
          width: picture.width,
          height: picture.height,
          bytes: picture.bytes.length,
          data: picture.bytes,
          createdAt: new Date().toISOString(),
        },
        quotaBytes,
        new Date(),
      );
      if (outcome.kind === 'over-quota')
        return {
          kind: 'refused',
          status: 413,
          message: fill(t.quotaFull, {
            used: mib(outcome.usedBytes),
            limit: mib(quotaBytes),
            size: mib(picture.bytes.length),
          }),
        };
      const { upload } = outcome;
      return {
        kind: 'stored',
        existed: outcome.kind === 'existing',
        picture: {
          src: `${UPLOADS_PREFIX}${upload.name}`,
          width: upload.width,
          height: upload.height,
          bytes: upload.bytes,
          draft: true,
        },
      };
    },

    async remove(request, src) {
      const name = src.startsWith(UPLOADS_PREFIX) ? src.slice(UPLOADS_PREFIX.length) : '';
      if (UPLOAD_NAME.test(name) && (await store.draftUploads.drop(userOf(request), [name])) > 0)
        return { kind: 'removed' };
      if (pictureFileOf(publicDir, src)) return { kind: 'refused', status: 403, message: fill(t.livePicture, { src }) };
      return { kind: 'refused', status: 404, message: fill(t.noSuchPicture, { src }) };
    },

    async draftPicture(request, src) {
      if (!request.account || !src.startsWith(UPLOADS_PREFIX)) return undefined;
      const name = src.slice(UPLOADS_PREFIX.length);
      if (!UPLOAD_NAME.test(name)) return undefined;
      const upload = await store.draftUploads.read(userOf(request), name);
      return upload && { bytes: Buffer.from(upload.data), mediaType: upload.mediaType };
    },
  };
}
