// The metadata of an uploaded picture: removed from every kind the upload accepts, the orientation
// applied to the pixels first, and a picture that carries nothing kept byte for byte.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegOf, phoneDetailsIn, phonePhoto, pngOf, PHONE_DETAILS } from '../../../tests/support/pictures.ts';
import { cleanPicture, isCleanPicture } from './picture-cleaning.ts';

/** The colour of a pixel, as its strongest channel. */
async function colourAt(bytes: Buffer, x: number, y: number): Promise<'red' | 'blue' | 'other'> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const [r, , b] = [data[at]!, data[at + 1]!, data[at + 2]!];
  return r > 200 && b < 60 ? 'red' : b > 200 && r < 60 ? 'blue' : 'other';
}

describe('cleaning a picture', () => {
  it('removes a phone photo\u2019s GPS position, make, model, artist, comments and XMP, and says so', async () => {
    const photo = await phonePhoto();
    expect(phoneDetailsIn(photo)).toHaveLength(8);
    const cleaned = await cleanPicture('jpeg', photo);
    expect(phoneDetailsIn(cleaned.bytes)).toEqual([]);
    const metadata = await sharp(cleaned.bytes).metadata();
    expect({ exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc, icc: metadata.icc }).toEqual({
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      icc: undefined,
    });
    expect(cleaned.removed).toEqual(['location', 'camera', 'author', 'comment', 'otherDetails']);
    expect(cleaned.turned).toBe(true);
  });

  it('turns the pixels upright before the orientation tag goes: nothing is shown sideways', async () => {
    // Stored 40 x 20, red left and blue right, with "turn a quarter clockwise": shown 20 x 40, red on top.
    const cleaned = await cleanPicture('jpeg', await phonePhoto());
    expect([cleaned.width, cleaned.height]).toEqual([20, 40]);
    const metadata = await sharp(cleaned.bytes).metadata();
    expect([metadata.width, metadata.height, metadata.orientation ?? 1]).toEqual([20, 40, 1]);
    expect(await colourAt(cleaned.bytes, 10, 5)).toBe('red');
    expect(await colourAt(cleaned.bytes, 10, 35)).toBe('blue');
  });

  it('converts a picture with a colour profile to sRGB and keeps no profile', async () => {
    const p3 = await sharp(await pngOf(16, 16, 3))
      .withIccProfile('p3')
      .png()
      .toBuffer();
    expect((await sharp(p3).metadata()).icc).toBeDefined();
    const cleaned = await cleanPicture('png', p3);
    expect((await sharp(cleaned.bytes).metadata()).icc).toBeUndefined();
    expect(cleaned.removed).toEqual([]);
  });

  it('removes PNG text (author, comment), WebP EXIF and AVIF EXIF', async () => {
    const author = await sharp(await pngOf(8, 8, 4))
      .png()
      .withMetadata()
      .withExif({ IFD0: { Artist: PHONE_DETAILS.artist } })
      .toBuffer();
    const webp = await sharp(await pngOf(8, 8, 5))
      .webp()
      .withExif({ IFD0: { Make: PHONE_DETAILS.make } })
      .toBuffer();
    const avif = await sharp(await pngOf(8, 8, 6))
      .avif()
      .withExif({ IFD0: { Model: PHONE_DETAILS.model } })
      .toBuffer();
    for (const [type, bytes] of [
      ['png', author],
      ['webp', webp],
      ['avif', avif],
    ] as const) {
      expect(phoneDetailsIn(bytes).length, type).toBeGreaterThan(0);
      const cleaned = await cleanPicture(type, bytes);
      expect(phoneDetailsIn(cleaned.bytes), type).toEqual([]);
      expect(await isCleanPicture(type, cleaned.bytes), type).toBe(true);
    }
  });

  it('keeps a picture that carries nothing byte for byte, so cleaning twice changes nothing', async () => {
    for (const [type, bytes] of [
      ['png', await pngOf(20, 10, 9)],
      ['jpeg', await jpegOf(20, 10)],
    ] as const) {
      const cleaned = await cleanPicture(type, bytes);
      expect(cleaned.bytes.equals(bytes), type).toBe(true);
      expect(cleaned.removed).toEqual([]);
    }
    const once = await cleanPicture('jpeg', await phonePhoto());
    const twice = await cleanPicture('jpeg', once.bytes);
    expect(twice.bytes.equals(once.bytes)).toBe(true);
  });

  it('finds a JPEG comment, another APP segment and data after the end, which sharp does not report', async () => {
    const plain = await jpegOf(16, 16);
    const withSegment = (marker: number, text: string) => {
      const body = Buffer.from(text, 'latin1');
      return Buffer.concat([
        plain.subarray(0, 2),
        Buffer.from([0xff, marker, 0, body.length + 2]),
        body,
        plain.subarray(2),
      ]);
    };
    expect(await isCleanPicture('jpeg', plain)).toBe(true);
    expect(await isCleanPicture('jpeg', withSegment(0xfe, 'a comment'))).toBe(false);
    expect(await isCleanPicture('jpeg', withSegment(0xec, 'Ducky vendor note'))).toBe(false);
    expect(await isCleanPicture('jpeg', Buffer.concat([plain, Buffer.from('appended secret')]))).toBe(false);
    const cleaned = await cleanPicture('jpeg', withSegment(0xec, 'Ducky vendor note'));
    expect(cleaned.bytes.includes('Ducky vendor note')).toBe(false);
  });
});
