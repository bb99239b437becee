// The config directory as the editor's server reads it for a request: the same files and hashes as
// the synchronous read, read without holding the event loop for the whole directory.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigDirectory } from './config-dir.ts';
import { directorySource } from './config-source.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A config folder with many articles (what a request reads), and a file that is not config. */
function manyArticles(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'config-source-'));
  made.push(dir);
  mkdirSync(join(dir, 'blog'));
  writeFileSync(join(dir, 'site.json'), '{ "name": "site" }\n');
  writeFileSync(join(dir, 'notes.txt'), 'not config\n');
  for (let index = 0; index < count; index++)
    writeFileSync(join(dir, 'blog', `article-${index}.json`), `{ "headline": "Article ${index}" }\n`);
  return dir;
}

const request = {} as FastifyRequest;

describe("the editor's server reading the config directory", () => {
  it('gives every config file with its hash, as the synchronous read does', async () => {
    const directory = new ConfigDirectory(manyArticles(40));
    const read = await directorySource(directory, 'test').readAll(request);
    expect(read).toEqual(directory.readAll());
    expect([...read.keys()]).toEqual([...directory.readAll().keys()]);
    expect(read.has('notes.txt')).toBe(false);
  });

  it('lets other work run while it reads a large directory', async () => {
    const directory = new ConfigDirectory(manyArticles(500));
    let otherWorkRan = false;
    setImmediate(() => (otherWorkRan = true));
    // Read in one go, the whole directory was read and hashed before anything else could run.
    await directorySource(directory, 'test').readAll(request);
    expect(otherWorkRan).toBe(true);
  });
});
