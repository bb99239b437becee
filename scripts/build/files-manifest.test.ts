// The build's manifest of its files says what the server would find by reading them: the same paths,
// sizes and entity tags. A file linked from the earlier build keeps the earlier manifest's facts.
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILES_MANIFEST } from '../../src/shared/files-manifest.ts';
import { FileBodies, readStaticFiles, type StaticFile } from '../../src/server/static-files.ts';
import { writeFilesManifest } from './files-manifest.ts';

function write(file: string, content: string | Buffer) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function writeSite(dir: string, word: string) {
  const html = Buffer.from(`<!doctype html><p>${word.repeat(300)}</p>`);
  write(join(dir, 'home/index.html'), html);
  write(join(dir, 'home/index.html.br'), brotliCompressSync(html));
  write(join(dir, 'home/index.html.gz'), gzipSync(html));
  write(join(dir, 'robots.txt'), 'User-agent: *\n');
  write(join(dir, '.meta/routes.json'), '{}');
}

const facts = (files: ReadonlyMap<string, StaticFile>) =>
  Object.fromEntries(
    [...files].map(([path, file]) => [path, Object.values(file.variants).map((v) => `${v.etag} ${v.size} ${v.file}`)]),
  );

describe("the build's manifest of its files", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'files-manifest-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists what the server finds by reading the files, with the same entity tags, and no dot folder', async () => {
    const dir = join(root, 'site');
    writeSite(dir, 'hello ');
    expect(writeFilesManifest(dir)).toBe(2);
    const fromManifest = await readStaticFiles(dir, new FileBodies(1 << 20));
    expect(fromManifest.from).toBe('manifest');
    rmSync(join(dir, FILES_MANIFEST));
    const fromFiles = await readStaticFiles(dir, new FileBodies(1 << 20));
    expect(fromFiles.from).toBe('scan');
    expect(facts(fromManifest.files)).toEqual(facts(fromFiles.files));
    expect(Object.keys(facts(fromManifest.files)).sort()).toEqual(['/home/index.html', '/robots.txt']);
  });

  it('takes a file linked from the earlier build from the earlier manifest, and reads a file written anew', () => {
    const earlier = join(root, 'earlier');
    writeSite(earlier, 'hello ');
    writeFilesManifest(earlier);
    // The earlier manifest is trusted for a linked file: a mark in it shows where the facts came from.
    const manifest = readFileSync(join(earlier, FILES_MANIFEST), 'utf8');
    const marked = manifest.replace(
      /("path":"\/(home\/index\.html|robots\.txt)","identity":\{"size":\d+,"etag":"\\")/g,
      '$1marked',
    );
    expect(marked).not.toBe(manifest);
    write(join(earlier, FILES_MANIFEST), marked);

    const next = join(root, 'next');
    writeSite(next, 'other ');
    rmSync(join(next, 'home'), { recursive: true });
    mkdirSync(join(next, 'home'));
    for (const name of ['index.html', 'index.html.br', 'index.html.gz'])
      linkSync(join(earlier, 'home', name), join(next, 'home', name));
    writeFilesManifest(next, earlier);
    const written = readFileSync(join(next, FILES_MANIFEST), 'utf8');
    expect(written).toContain('"etag":"\\"marked');
    // robots.txt was written anew (another inode, the same bytes): its facts are read from the file.
    const robots = (text: string) => text.split('\n').find((line) => line.includes('/robots.txt'));
    expect(robots(marked)).toContain('marked');
    expect(robots(written)).toBe(robots(manifest));
  });
});
