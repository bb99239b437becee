// Writes .br and .gz beside every compressible file, so the server never compresses on the fly.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|svg|xml|json|txt|webmanifest)$/;
const MIN_BYTES = 512;

export function precompress(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count++;
  }
  return count;
}
