// A publish's pictures: a draft upload stored before pictures were cleaned at upload still leaves
// for public/ without its metadata; a clean one is written byte for byte.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { phoneDetailsIn, phonePhoto, pngOf } from '../../../tests/support/pictures.ts';
import type { DraftUploadData } from '../store/index.ts';
import { writeUploads } from './publish-uploads.ts';

let publicDir: string | undefined;
afterEach(() => publicDir && rmSync(publicDir, { recursive: true, force: true }));

const upload = (name: string, mediaType: string, data: Buffer): DraftUploadData => ({
  name,
  hash: '0'.repeat(64),
  mediaType,
  width: 1,
  height: 1,
  bytes: data.length,
  createdAt: new Date(0).toISOString(),
  data,
});

describe('writing a draft\u2019s uploads at a publish', () => {
  it('writes an old upload that still carries its location and camera without them, a clean one as it is', async () => {
    publicDir = mkdtempSync(join(tmpdir(), 'publish-uploads-'));
    const png = await pngOf(10, 10, 3);
    const written = await writeUploads(publicDir, [
      upload('old-photo-0123456789.jpg', 'image/jpeg', await phonePhoto()),
      upload('plain-0123456789.png', 'image/png', png),
    ]);
    expect(written.files).toHaveLength(2);
    expect(phoneDetailsIn(readFileSync(written.files[0]!))).toEqual([]);
    expect(readFileSync(written.files[1]!).equals(png)).toBe(true);
  });
});
