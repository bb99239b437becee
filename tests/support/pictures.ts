// Pictures for the upload tests, made on the spot (nothing large is committed): real PNG and JPEG
// files drawn by sharp, and the header of a 40,000 x 40,000 PNG (a decompression bomb is a few
// bytes of header and deflated zeros; this one is not even that: it holds no pixel data at all).
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A PNG of `width` x `height` pixels of noise: the same file for the same `seed`, another for another. */
export async function pngOf(width: number, height: number, seed = 1): Promise<Buffer> {
  // Noise that does not compress: a picture of N pixels is about 3N bytes, like a photo.
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0, block = 0; at < pixels.length; at += 32, block++)
    createHash('sha256').update(`${seed}:${block}`).digest().copy(pixels, at);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export async function jpegOf(width: number, height: number): Promise<Buffer> {
  return sharp(await pngOf(width, height))
    .jpeg()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/** A valid-looking PNG that says it is `width` x `height` (RGB, 8 bits), with a little compressed data. */
export function pngHeaderOf(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF of two frames: an animation. */
export async function animatedGif(): Promise<Buffer> {
  const frame = (red: number) =>
    sharp({ create: { width: 10, height: 10, channels: 3, background: { r: red, g: 0, b: 0 } } })
      .png()
      .toBuffer();
  return sharp([await frame(10), await frame(200)], { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** An ELF executable's first bytes, as a program renamed to photo.png would start. */
export const EXECUTABLE = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0x90)]);

export const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch("/admin/api/me")</script><rect width="10" height="10"/></svg>';
export const PLAIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" role="img"><title>Bar</title><rect width="40" height="20" fill="#1f4fd1"/></svg>';

/** What a phone writes into a photo besides its pixels: each value is searched for in every copy the server keeps. */
export const PHONE_DETAILS = {
  make: 'Pixelphone Maker Ltd',
  model: 'PX-Secret-9000',
  artist: 'Jane Q. Photographer',
  comment: 'taken at my home on Elm Street',
  xmpCreator: 'Jane Q. XMP-Creator',
  jpegComment: 'JPEG comment: garden party',
  /** 48°51'24" N, 2°21'3" E as the GPS tags hold it. */
  latitude: '48/1 51/1 2400/100',
  longitude: '2/1 21/1 300/100',
};

/**
 * A phone's photo, 40 x 20 pixels as stored (left half red, right half blue) with EXIF orientation 6
 * (shown turned a quarter clockwise: 20 x 40, red on top), GPS position, make, model, artist, user
 * comment, an XMP creator and a JPEG comment segment.
 */
export async function phonePhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(40 * 20 * 3);
  for (let y = 0; y < 20; y++) for (let x = 0; x < 40; x++) pixels[(y * 40 + x) * 3 + (x < 20 ? 0 : 2)] = 255;
  const tagged = await sharp(pixels, { raw: { width: 40, height: 20, channels: 3 } })
    .jpeg()
    .withExif({
      IFD0: { Make: PHONE_DETAILS.make, Model: PHONE_DETAILS.model, Artist: PHONE_DETAILS.artist },
      IFD2: { UserComment: PHONE_DETAILS.comment },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: PHONE_DETAILS.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: PHONE_DETAILS.longitude,
      },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${PHONE_DETAILS.xmpCreator}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .toBuffer();
  // A comment segment (0xFFFE) right after the start of the file, as some cameras and editors write.
  const comment = Buffer.from(PHONE_DETAILS.jpegComment, 'latin1');
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
  return Buffer.concat([tagged.subarray(0, 2), segment, tagged.subarray(2)]);
}

/** The texts of PHONE_DETAILS that must not be found in a copy (the GPS values are stored as numbers, not text). */
export const PHONE_TEXTS = [
  PHONE_DETAILS.make,
  PHONE_DETAILS.model,
  PHONE_DETAILS.artist,
  PHONE_DETAILS.comment,
  PHONE_DETAILS.xmpCreator,
  PHONE_DETAILS.jpegComment,
];

/** The GPS latitude as EXIF stores it: three rationals (numerator, denominator), in either byte order. */
function latitudeBytes(): Buffer[] {
  const numbers = PHONE_DETAILS.latitude.split(/[ /]/).map(Number);
  const little = Buffer.alloc(numbers.length * 4);
  const big = Buffer.alloc(numbers.length * 4);
  numbers.forEach((number, i) => {
    little.writeUInt32LE(number, i * 4);
    big.writeUInt32BE(number, i * 4);
  });
  return [little, big];
}

/** Which of the phone's details a file still holds: its texts, the GPS position's bytes, an EXIF block. */
export function phoneDetailsIn(bytes: Buffer): string[] {
  const found = PHONE_TEXTS.filter((text) => bytes.includes(Buffer.from(text, 'latin1')));
  if (latitudeBytes().some((position) => bytes.includes(position))) found.push('the GPS position');
  if (bytes.includes(Buffer.from('Exif\0\0', 'latin1'))) found.push('an EXIF block');
  return found;
}
