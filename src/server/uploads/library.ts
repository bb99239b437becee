// The editor's library of pictures, as each mode keeps it. `npm run edit`: the files under
// public/images, an upload written there at once (directory-library.ts). /admin: the same files,
// plus the pictures uploaded into the signed-in user's draft, kept in the database with it until a
// publish writes them (src/server/admin/draft-library.ts).
import type { FastifyRequest } from 'fastify';
import type { ImageInfo } from '../../shared/editor-contract.ts';
import type { CheckedPicture } from './picture-check.ts';

/** A picture as the editor lists it (the editor's contract, src/shared/editor-contract.ts). */
export type LibraryPicture = ImageInfo;

export type AddOutcome =
  { kind: 'stored'; picture: LibraryPicture; existed: boolean } | { kind: 'refused'; status: 413; message: string };

export type RemoveOutcome = { kind: 'removed' } | { kind: 'refused'; status: 403 | 404; message: string };

export interface PictureLibrary {
  /** The folder of the pictures on disk (public/images): the editor serves it. */
  readonly imagesDir: string;
  list(request: FastifyRequest): Promise<LibraryPicture[]>;
  /** Every file under public/ as a site path, as this user's config may name them (draft uploads too). */
  publicFiles(request: FastifyRequest): Promise<string[]>;
  /** Stores a checked picture under a name made from `fileName`; the same picture again is not stored twice. */
  add(request: FastifyRequest, fileName: string, picture: CheckedPicture): Promise<AddOutcome>;
  /** Removes a picture nothing uses any more (the caller checked that). */
  remove(request: FastifyRequest, src: string): Promise<RemoveOutcome>;
  /** A picture only this user sees (a draft upload), served to the editor and its preview; undefined when there is none. */
  draftPicture(request: FastifyRequest, src: string): Promise<{ bytes: Buffer; mediaType: string } | undefined>;
}
