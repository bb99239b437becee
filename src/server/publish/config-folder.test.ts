// The folders a publish writes and removes without holding the event loop: the same outcome as the
// synchronous calls they replace.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfigFiles, readConfigFilesAsync } from '../editor/config-files.ts';
import { stageConfigFolder, writeConfigFolder } from './config-folder.ts';
import { removeFolder } from './remove-folder.ts';

describe("a publish's folders", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'config-folder-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes a config folder, then only its changes, and removes the files the new config lacks', async () => {
    const dir = join(root, 'config');
    const first = { 'site.json': '{"a":1}\n', 'pages/home.json': '{}\n', 'blog/one.json': '{"t":"one"}\n' };
    await writeConfigFolder(dir, {}, first);
    expect(readConfigFiles(dir)).toEqual(first);
    expect(await readConfigFilesAsync(dir)).toEqual(readConfigFiles(dir));

    const next = { 'site.json': '{"a":2}\n', 'pages/home.json': '{}\n', 'blog/two.json': '{"t":"two"}\n' };
    await writeConfigFolder(dir, await readConfigFilesAsync(dir), next);
    expect(readConfigFiles(dir)).toEqual(next);
    // No temporary file is left beside the files written.
    expect(readdirSync(dir, { recursive: true }).filter((name) => String(name).includes('.tmp'))).toEqual([]);
  });

  it('reads only the named config files that are there, never through a link, when a request names some', async () => {
    const dir = join(root, 'config');
    await writeConfigFolder(
      dir,
      {},
      { 'site.json': '{"a":1}\n', 'pages/home.json': '{}\n', 'blog/one.json': '{"t":"one"}\n' },
    );
    const outside = join(root, 'outside');
    mkdirSync(outside);
    writeFileSync(join(outside, 'secret.json'), '{"secret":true}\n');
    symlinkSync(outside, join(dir, 'linked'));
    symlinkSync(join(outside, 'secret.json'), join(dir, 'pages', 'secret.json'));
    mkdirSync(join(dir, 'pages', 'folder.json'));

    const named = await readConfigFilesAsync(dir, [
      'pages/home.json',
      'blog/one.json',
      'blog/one.json',
      'blog/new.json', // a draft's new file: none live
      'linked/secret.json',
      'pages/secret.json',
      'pages/folder.json',
      '../outside/secret.json',
      'notes.txt',
    ]);
    expect(named).toEqual({ 'blog/one.json': '{"t":"one"}\n', 'pages/home.json': '{}\n' });
    // In path order, as the whole folder's read.
    expect(Object.keys(named)).toEqual(['blog/one.json', 'pages/home.json']);
    expect(await readConfigFilesAsync(dir, [])).toEqual({});
    // The whole folder: the links are not followed there either.
    expect(await readConfigFilesAsync(dir)).toEqual(readConfigFiles(dir));
    expect(Object.keys(await readConfigFilesAsync(dir))).toEqual(['blog/one.json', 'pages/home.json', 'site.json']);
  });

  it('removes a build folder with everything in it, and a link in it without following it', async () => {
    const build = join(root, 'build');
    for (let n = 0; n < 40; n++) {
      mkdirSync(join(build, 'blog', `a-${n}`), { recursive: true });
      writeFileSync(join(build, 'blog', `a-${n}`, 'index.html'), `<p>${n}</p>`);
    }
    const outside = join(root, 'outside');
    mkdirSync(outside);
    writeFileSync(join(outside, 'keep.txt'), 'kept');
    symlinkSync(outside, join(build, 'linked'));

    await removeFolder(build);
    expect(existsSync(build)).toBe(false);
    expect(readFileSync(join(outside, 'keep.txt'), 'utf8')).toBe('kept');
    await removeFolder(build); // gone already: nothing to do
  });

  describe("a publish's own copy of the config", () => {
    const live = { 'site.json': '{"a":1}\n', 'pages/home.json': '{"h":1}\n', 'blog/one.json': '{"t":"one"}\n' };
    const next = { ...live, 'blog/one.json': '{"t":"one, revised"}\n', 'blog/two.json': '{"t":"two"}\n' };
    let liveDir: string;
    let stage: string;
    const inode = (file: string) => statSync(file).ino;
    beforeEach(async () => {
      liveDir = join(root, 'live');
      stage = join(root, 'builds', '7', 'config');
      await writeConfigFolder(liveDir, {}, live);
    });

    it('links the files the publish did not change and writes the others, leaving the live folder as it was', async () => {
      const before = Object.fromEntries(Object.keys(live).map((path) => [path, inode(join(liveDir, path))]));
      expect(await stageConfigFolder(stage, liveDir, live, next)).toEqual({ linked: 2, written: 2 });
      expect(readConfigFiles(stage)).toEqual(next);
      // Unchanged files are the live files themselves: nothing written for them.
      expect(inode(join(stage, 'site.json'))).toBe(before['site.json']);
      expect(inode(join(stage, 'pages/home.json'))).toBe(before['pages/home.json']);
      // The changed file is a file of its own; the live one keeps its text and its inode.
      expect(inode(join(stage, 'blog/one.json'))).not.toBe(before['blog/one.json']);
      expect(readConfigFiles(liveDir)).toEqual(live);
      expect(Object.keys(live).map((path) => inode(join(liveDir, path)))).toEqual(Object.values(before));
    });

    it('keeps its texts when the live folder is written after it, and a failed publish removing it leaves the live folder whole', async () => {
      await stageConfigFolder(stage, liveDir, live, next);
      // Another version goes live over the linked files: they are replaced there, never written through.
      const later = { 'site.json': '{"a":2}\n', 'pages/home.json': '{"h":1}\n', 'blog/one.json': '{"t":"one"}\n' };
      await writeConfigFolder(liveDir, await readConfigFilesAsync(liveDir), later);
      expect(readConfigFiles(stage)).toEqual(next);
      expect(readConfigFiles(liveDir)).toEqual(later);

      await removeFolder(join(root, 'builds', '7'));
      expect(readConfigFiles(liveDir)).toEqual(later);
      expect(statSync(join(liveDir, 'pages/home.json')).nlink).toBe(1);
    });

    it('writes every file where the two folders cannot share one (another file system)', async () => {
      const crossDevice = async () => {
        throw Object.assign(new Error('EXDEV: cross-device link not permitted'), { code: 'EXDEV' });
      };
      expect(await stageConfigFolder(stage, liveDir, live, next, crossDevice)).toEqual({ linked: 0, written: 4 });
      expect(readConfigFiles(stage)).toEqual(next);
      expect(inode(join(stage, 'site.json'))).not.toBe(inode(join(liveDir, 'site.json')));
      expect(readConfigFiles(liveDir)).toEqual(live);
    });
  });
});
