// What a publish's check vouches for, that its build may take instead of checking again: the same
// digest only for the same checker, config files and public files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeConfigFolder } from '../publish/config-folder.ts';
import { readConfigFilesAsync } from './config-files.ts';
import { checkedDigest, checkerVersion } from './checked-config.ts';

describe("a publish's checked config", () => {
  const files = { 'site.json': '{"a":1}\n', 'blog/one.json': '{"t":"one"}\n' };
  const pictures = ['/images/logo.svg', '/images/uploads/photo.jpg'];

  it('is named the same for the same files and public files, whatever their order', () => {
    const reordered = { 'blog/one.json': files['blog/one.json'], 'site.json': files['site.json'] };
    expect(checkedDigest('v1', reordered, [...pictures].reverse())).toBe(checkedDigest('v1', files, pictures));
    // A picture named twice (already in public/, and among the draft's uploads) is one file.
    expect(checkedDigest('v1', files, [...pictures, pictures[0]!])).toBe(checkedDigest('v1', files, pictures));
  });

  it('is named otherwise when a text, a file, a public file or the checker differs', () => {
    const digest = checkedDigest('v1', files, pictures);
    expect(checkedDigest('v1', { ...files, 'site.json': '{"a":2}\n' }, pictures)).not.toBe(digest);
    expect(checkedDigest('v1', { ...files, 'faq.json': '{}\n' }, pictures)).not.toBe(digest);
    expect(checkedDigest('v1', { 'site.json': files['site.json'] }, pictures)).not.toBe(digest);
    expect(checkedDigest('v1', files, pictures.slice(1))).not.toBe(digest);
    expect(checkedDigest('v2', files, pictures)).not.toBe(digest);
    // A path and a text cannot trade places to make the same stream.
    expect(checkedDigest('v1', { a: 'b' }, [])).not.toBe(checkedDigest('v1', { ab: '' }, []));
  });

  describe('read back from a folder, as the build reads its copy', () => {
    let root: string;
    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), 'checked-config-'));
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('is the digest of the texts the publish checked', async () => {
      const text = { ...files, 'pages/about.json': '{"t":"ünïcode ✓"}\n' };
      await writeConfigFolder(join(root, 'config'), {}, text);
      expect(checkedDigest('v1', await readConfigFilesAsync(join(root, 'config')), pictures)).toBe(
        checkedDigest('v1', text, pictures),
      );
    });

    it("changes its checker's version with the project's code and schemas, not with its tests", () => {
      mkdirSync(join(root, 'src'));
      mkdirSync(join(root, 'schemas'));
      writeFileSync(join(root, 'src', 'check.ts'), 'export const rule = 1;\n');
      writeFileSync(join(root, 'schemas', 'site.schema.json'), '{}\n');
      const version = checkerVersion(root);
      writeFileSync(join(root, 'src', 'check.test.ts'), 'test\n');
      expect(checkerVersion(root)).toBe(version);
      writeFileSync(join(root, 'schemas', 'site.schema.json'), '{"type":"object"}\n');
      expect(checkerVersion(root)).not.toBe(version);
    });
  });
});
