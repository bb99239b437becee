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
