// The copies of each raster picture the build made (scripts/build/pictures.ts), told to the
// server-render bundle before it renders (entry-server.tsx). Where nothing was told (the editor's
// preview, unit tests), a picture is its original file alone.
import type { PictureCopies, PictureCopiesBySrc } from '../shared/picture-copies.ts';

let known: PictureCopiesBySrc = {};

export function setPictureCopies(copies: PictureCopiesBySrc): void {
  known = copies;
}

export function pictureCopiesOf(src: string): PictureCopies | undefined {
  return Object.hasOwn(known, src) ? known[src] : undefined;
}
