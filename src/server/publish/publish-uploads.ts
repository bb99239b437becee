// A publish's pictures: those uploaded into the draft (store.draftUploads) that the published config
// uses are written into public/images/uploads before the site is built (each atomically; a file
// already there is left as it is: its name carries its content hash), and removed again when the
// build fails, so a failed publish leaves public/ as it was. Each is cleaned on the way out
// (picture-cleaning.ts): an upload checked before pictures were cleaned at upload may still carry
// its metadata in the draft; one cleaned already is written as it is.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { picturesNamedBy } from '../../shared/picture-usage.ts';
import type { ConfigFiles } from '../editor/config-files.ts';
import type { DraftUploadData } from '../store/index.ts';
import { MEDIA_TYPES, type PictureType } from '../uploads/picture-check.ts';
import { cleanPicture } from '../uploads/picture-cleaning.ts';
import { UPLOADS_FOLDER, UPLOADS_PREFIX } from '../uploads/upload-names.ts';
import { writeFileAtomicallyAsync } from '../uploads/write-atomically.ts';

/** The draft uploads the config's files name. */
export function uploadsUsed(files: ConfigFiles, uploads: DraftUploadData[]): DraftUploadData[] {
  if (uploads.length === 0) return [];
  const named = new Set<string>();
  for (const text of Object.values(files)) {
    try {
      for (const src of picturesNamedBy(JSON.parse(text))) named.add(src);
    } catch {
      // A file that does not parse names nothing (the checks refuse it anyway).
    }
  }
  return uploads.filter((upload) => named.has(`${UPLOADS_PREFIX}${upload.name}`));
}

export interface WrittenUploads {
  /** Every file of the uploads, written now or there before: what the commit takes. */
  files: string[];
  /** Removes the files this call wrote (the build failed). */
  undo(): void;
}

/** The upload's bytes without metadata (an SVG is checked whole at upload: nothing to clean). */
async function withoutMetadata(upload: DraftUploadData): Promise<Uint8Array> {
  const type = (Object.keys(MEDIA_TYPES) as PictureType[]).find((kind) => MEDIA_TYPES[kind] === upload.mediaType);
  if (!type || type === 'svg') return upload.data;
  return (await cleanPicture(type, Buffer.from(upload.data))).bytes;
}

export async function writeUploads(publicDir: string, uploads: DraftUploadData[]): Promise<WrittenUploads> {
  const dir = join(publicDir, 'images', UPLOADS_FOLDER);
  const written: string[] = [];
  const files: string[] = [];
  for (const upload of uploads) {
    const file = join(dir, upload.name);
    if (!existsSync(file)) {
      await writeFileAtomicallyAsync(file, await withoutMetadata(upload));
      written.push(file);
    }
    files.push(file);
  }
  return {
    files,
    undo: () => {
      for (const file of written) rmSync(file, { force: true });
    },
  };
}
