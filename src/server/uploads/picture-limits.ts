// The bounds of an uploaded picture, shared by the raster check (picture-check.ts) and the SVG
// rules (svg-rules.ts, which run on a thread of their own and must not load sharp).

/** The largest file accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The longest side accepted, in pixels: for an SVG, its width, height and viewBox alike. */
export const MAX_SIDE = 12_000;
