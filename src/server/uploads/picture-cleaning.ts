// What an uploaded picture says besides its pixels, removed before it is stored anywhere. A phone's
// photo carries where it was taken (GPS), the phone's make and model, often the owner's name, a
// comment and the time; the original file becomes the page's <img src> fallback and its og:image,
// so all of it would go public. A picture that carries anything beyond its pixels, or that the
// camera stored sideways (an orientation tag), is encoded again by sharp: the orientation applied to
// the pixels first, the colours converted to sRGB (the colour space the web assumes), and nothing
// else written. A picture that carries nothing is kept byte for byte (a second encoding of a JPEG
// would cost quality for nothing), so cleaning a cleaned picture changes nothing.
//
// "Carries nothing" is decided from the file's structure, not only from what sharp reports: sharp
// names EXIF, XMP, IPTC, ICC and PNG text, but not a JPEG comment segment, another APP segment
// (a second picture, vendor notes) or data after the end of the picture. So a JPEG, PNG or WebP is
// kept only when every part of it is one a plain picture needs; a GIF is always encoded again (its
// comment and application blocks would need a walk of their own, and a still GIF is small); an
// AVIF is kept only when sharp finds nothing in it.
import exifReader from 'exif-reader';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import type { PictureDetail } from '../../shared/editor-contract.ts';

export type { PictureDetail };

export interface CleanedPicture {
  bytes: Buffer;
  width: number;
  height: number;
  /** What was removed, by kind (empty when nothing was). */
  removed: PictureDetail[];
  /** The camera had stored it turned: its pixels were turned upright. */
  turned: boolean;
}

type RasterType = 'png' | 'jpeg' | 'webp' | 'avif' | 'gif';

const JPEG_QUALITY = 90;
const AVIF_QUALITY = 70;
const WEBP_QUALITY = 90;

// ---- Whether a file carries anything but its picture -------------------------------------------

const text = (bytes: Buffer, at: number, length: number) => bytes.subarray(at, at + length).toString('latin1');

/** JPEG markers a plain picture needs before its first scan: frames, tables, restart interval. */
function plainJpegSegment(bytes: Buffer, marker: number, at: number): boolean {
  if (marker >= 0xc0 && marker <= 0xcf) return true; // frames, Huffman and arithmetic tables
  if (marker === 0xdb || marker === 0xdd) return true; // quantisation tables, restart interval
  if (marker === 0xe0) return ['JFIF\0', 'JFXX\0'].includes(text(bytes, at + 4, 5)); // JFIF
  if (marker === 0xee) return text(bytes, at + 4, 5) === 'Adobe'; // colour transform flag
  return false; // EXIF, XMP, ICC, IPTC, comments, vendor segments, a second picture (MPF)
}

/** Every part of a JPEG is one a plain picture needs, and nothing follows its end. */
function jpegIsPlain(bytes: Buffer): boolean {
  let at = 2;
  for (;;) {
    if (at + 4 > bytes.length || bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xda) break; // the first scan
    if (!plainJpegSegment(bytes, marker, at)) return false;
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  // In coded data 0xFF is followed only by 0x00 or a restart marker, so a segment, a second picture
  // or the end marker is seen wherever it is; the end marker must be the file's last two bytes.
  for (let i = bytes.indexOf(0xff, at + 2); i !== -1 && i + 1 < bytes.length; i = bytes.indexOf(0xff, i + 1)) {
    const next = bytes[i + 1]!;
    if (next === 0xd9) return i + 2 === bytes.length;
    if (next === 0xd8 || next === 0xfe || (next >= 0xe0 && next <= 0xef)) return false;
  }
  return false;
}

/** PNG chunks of a plain picture: its header, pixels, palette, transparency and how to show its colours. */
const PLAIN_PNG_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'tRNS',
  'IDAT',
  'IEND',
  'gAMA',
  'cHRM',
  'sRGB',
  'pHYs',
  'sBIT',
  'bKGD',
]);

function pngIsPlain(bytes: Buffer): boolean {
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = text(bytes, at + 4, 4);
    if (!PLAIN_PNG_CHUNKS.has(type)) return false; // text, time, EXIF, ICC, anything private
    at += 12 + length;
    if (type === 'IEND') return at === bytes.length;
  }
  return false;
}

/** The RIFF chunks of a WebP, by name. */
function webpChunks(bytes: Buffer): string[] {
  const names: string[] = [];
  for (let at = 12; at + 8 <= bytes.length;) {
    names.push(text(bytes, at, 4));
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return names;
}

const PLAIN_WEBP_CHUNKS = new Set(['VP8X', 'VP8 ', 'VP8L', 'ALPH']);

function webpIsPlain(bytes: Buffer): boolean {
  const end = 8 + bytes.readUInt32LE(4);
  return end === bytes.length && webpChunks(bytes).every((name) => PLAIN_WEBP_CHUNKS.has(name));
}

function carriesNothing(type: RasterType, bytes: Buffer, metadata: Metadata): boolean {
  if ((metadata.orientation ?? 1) !== 1) return false;
  if (metadata.exif || metadata.xmp || metadata.iptc || metadata.icc || metadata.tifftagPhotoshop) return false;
  if (metadata.comments?.length || metadata.gainMap) return false;
  switch (type) {
    case 'jpeg':
      return jpegIsPlain(bytes);
    case 'png':
      return pngIsPlain(bytes);
    case 'webp':
      return webpIsPlain(bytes);
    case 'avif':
      return true;
    case 'gif':
      return false;
  }
}

// ---- What it carried, in kinds a marketer understands ------------------------------------------

const CAMERA_TAGS = [
  'Make',
  'Model',
  'LensMake',
  'LensModel',
  'BodySerialNumber',
  'LensSerialNumber',
  'CameraOwnerName',
];
const AUTHOR_TAGS = ['Artist', 'Copyright', 'XPAuthor', 'CameraOwnerName'];
const COMMENT_TAGS = ['ImageDescription', 'UserComment', 'XPComment', 'XPTitle', 'XPSubject', 'XPKeywords'];
const DATE_TAGS = ['DateTime', 'DateTimeOriginal', 'DateTimeDigitized'];

/** Whether a tag's value says anything: UserComment is 8 bytes naming its charset, then the text (often blank). */
function said(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (Buffer.isBuffer(value)) return /[^\s\0]/.test(value.subarray(8).toString('latin1'));
  return String(value).trim() !== '';
}

function exifKinds(exif: Buffer): Set<PictureDetail> {
  const kinds = new Set<PictureDetail>(['otherDetails']);
  let read: ReturnType<typeof exifReader>;
  try {
    read = exifReader(exif);
  } catch {
    return kinds; // unreadable: removed all the same, as "other details"
  }
  const tags = { ...read.Image, ...read.Photo } as Record<string, unknown>;
  const has = (names: string[]) => names.some((name) => said(tags[name]));
  if (read.GPSInfo && Object.keys(read.GPSInfo).length > 0) kinds.add('location');
  if (has(CAMERA_TAGS)) kinds.add('camera');
  if (has(AUTHOR_TAGS)) kinds.add('author');
  if (has(COMMENT_TAGS)) kinds.add('comment');
  if (has(DATE_TAGS)) kinds.add('dates');
  return kinds;
}

/** XMP is text: its properties are named by their schema's prefix. */
function xmpKinds(xmp: string): PictureDetail[] {
  return [
    'otherDetails',
    ...(/exif:GPS|drone-dji:|Iptc4xmpExt:LocationShown|photoshop:City/i.test(xmp) ? ['location' as const] : []),
    ...(/tiff:Make|tiff:Model|aux:Lens|aux:SerialNumber/i.test(xmp) ? ['camera' as const] : []),
    ...(/dc:creator|dc:rights|photoshop:Credit|xmpRights:Owner/i.test(xmp) ? ['author' as const] : []),
    ...(/dc:description|dc:title|exif:UserComment/i.test(xmp) ? ['comment' as const] : []),
    ...(/xmp:CreateDate|photoshop:DateCreated|exif:DateTimeOriginal/i.test(xmp) ? ['dates' as const] : []),
  ];
}

/** A JPEG comment segment (0xFFFE) before the first scan. */
function jpegHasComment(bytes: Buffer): boolean {
  for (let at = 2; at + 4 <= bytes.length && bytes[at] === 0xff; at += 2 + bytes.readUInt16BE(at + 2)) {
    if (bytes[at + 1] === 0xfe) return true;
    if (bytes[at + 1] === 0xda) return false;
  }
  return false;
}

const ORDER: PictureDetail[] = ['location', 'camera', 'author', 'comment', 'dates', 'otherDetails'];

function detailsOf(type: RasterType, bytes: Buffer, metadata: Metadata): PictureDetail[] {
  const kinds = new Set<PictureDetail>();
  if (metadata.exif) for (const kind of exifKinds(metadata.exif)) kinds.add(kind);
  if (metadata.xmp) for (const kind of xmpKinds(metadata.xmp.toString('utf8'))) kinds.add(kind);
  if (metadata.iptc || metadata.tifftagPhotoshop) kinds.add('otherDetails');
  for (const { keyword } of metadata.comments ?? [])
    kinds.add(/author|copyright/i.test(keyword) ? 'author' : /creation time/i.test(keyword) ? 'dates' : 'comment');
  if (type === 'jpeg' && jpegHasComment(bytes)) kinds.add('comment');
  return ORDER.filter((kind) => kinds.has(kind));
}

// ---- Encoding again -----------------------------------------------------------------------------

function encoder(type: RasterType, bytes: Buffer, metadata: Metadata, image: Sharp): Sharp {
  switch (type) {
    case 'jpeg':
      return image.jpeg({
        quality: JPEG_QUALITY,
        chromaSubsampling: metadata.chromaSubsampling === '4:4:4' ? '4:4:4' : '4:2:0',
        progressive: metadata.isProgressive,
      });
    case 'png':
      return image.png({ compressionLevel: 9, palette: metadata.isPalette, dither: 0 });
    case 'webp':
      return webpChunks(bytes).includes('VP8L')
        ? image.webp({ lossless: true })
        : image.webp({ quality: WEBP_QUALITY, alphaQuality: 100 });
    case 'avif':
      return image.avif({ quality: AVIF_QUALITY });
    case 'gif':
      return image.gif({ dither: 0 });
  }
}

/**
 * The picture as it may leave the upload step: without anything but its pixels, upright, in sRGB.
 * `options` are the decoder's limits of the upload check. Throws when the picture cannot be decoded.
 */
export async function cleanPicture(
  type: RasterType,
  bytes: Buffer,
  options: SharpOptions = {},
): Promise<CleanedPicture> {
  const metadata = await sharp(bytes, options).metadata();
  if (carriesNothing(type, bytes, metadata))
    return { bytes, width: metadata.width, height: metadata.height, removed: [], turned: false };
  const turned = (metadata.orientation ?? 1) !== 1;
  // Without keepMetadata/keepExif/keepIccProfile sharp writes none of them, and converts the pixels
  // from an embedded colour profile to sRGB.
  const { data, info } = await encoder(type, bytes, metadata, sharp(bytes, options).autoOrient()).toBuffer({
    resolveWithObject: true,
  });
  return { bytes: data, width: info.width, height: info.height, removed: detailsOf(type, bytes, metadata), turned };
}

/** Whether a file would be kept as it is by cleanPicture (the check of the pictures in the repository). */
export async function isCleanPicture(type: RasterType, bytes: Buffer): Promise<boolean> {
  return carriesNothing(type, bytes, await sharp(bytes).metadata());
}
