// The folders a publish writes and removes without holding the event loop: the same outcome as the
// synchronous calls they replace.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfigFiles } from '../editor/config-files.ts';
import { readConfigFolder, writeConfigFolder } from './config-folder.ts';
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
    expect(await readConfigFolder(dir)).toEqual(readConfigFiles(dir));

    const next = { 'site.json': '{"a":2}\n', 'pages/home.json': '{}\n', 'blog/two.json': '{"t":"two"}\n' };
    await writeConfigFolder(dir, await readConfigFolder(dir), next);
    expect(readConfigFiles(dir)).toEqual(next);
    // No temporary file is left beside the files written.
    expect(readdirSync(dir, { recursive: true }).filter((name) => String(name).includes('.tmp'))).toEqual([]);
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
});
