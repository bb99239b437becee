import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configChanges } from './config-diff.ts';
import { isConfigPath, readConfigFiles, writeConfigFiles } from './config-files.ts';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

describe('what a publish changes', () => {
  it('lists added, changed and removed files in path order, with a unified diff of each', () => {
    const before = {
      'faq.json': json({ items: [{ question: 'Old?', answer: 'A' }] }),
      'blog/old.json': json({ title: 'Gone' }),
      'site.json': json({ a: 1 }),
    };
    const after = {
      'faq.json': json({ items: [{ question: 'New?', answer: 'A' }] }),
      'blog/new.json': json({ title: 'Fresh' }),
      'site.json': json({ a: 1 }),
    };
    const { files, diff } = configChanges(before, after);
    expect(files).toEqual([
      { path: 'blog/new.json', change: 'added' },
      { path: 'blog/old.json', change: 'removed' },
      { path: 'faq.json', change: 'changed' },
    ]);
    expect(diff).toContain('--- /dev/null\n+++ b/blog/new.json');
    expect(diff).toContain('--- a/blog/old.json\n+++ /dev/null');
    expect(diff).toContain('-      "question": "Old?",\n+      "question": "New?",');
    expect(diff).not.toContain('site.json');
    expect(diff).not.toContain('====');
  });

  it('is nothing for identical configs', () => {
    expect(configChanges({ 'a.json': '{}' }, { 'a.json': '{}' })).toEqual({ files: [], diff: '' });
  });
});

describe('the config folder', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is read as its JSON files by path and written to hold exactly a new set, leaving no temporary file', () => {
    dir = mkdtempSync(join(tmpdir(), 'config-files-'));
    mkdirSync(join(dir, 'pages'));
    writeFileSync(join(dir, 'site.json'), '{"s":1}');
    writeFileSync(join(dir, 'pages/home.json'), '{"h":1}');
    writeFileSync(join(dir, 'notes.txt'), 'not config');
    const current = readConfigFiles(dir);
    expect(current).toEqual({ 'pages/home.json': '{"h":1}', 'site.json': '{"s":1}' });
    writeConfigFiles(dir, current, { 'pages/home.json': '{"h":2}', 'blog/new.json': '{"n":1}' });
    expect(readConfigFiles(dir)).toEqual({ 'blog/new.json': '{"n":1}', 'pages/home.json': '{"h":2}' });
    expect(existsSync(join(dir, 'site.json'))).toBe(false);
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('not config');
    expect(readdirSync(join(dir, 'pages'))).toEqual(['home.json']);
  });

  it('takes only plain paths inside it', () => {
    for (const path of ['faq.json', 'pages/erp.json', 'blog/what-is-erp.json'])
      expect(isConfigPath(path), path).toBe(true);
    for (const path of [
      '../x.json',
      '/etc/x.json',
      'pages/../x.json',
      'a\\b.json',
      'x.js',
      '.hidden.json',
      'pages//x.json',
    ])
      expect(isConfigPath(path), path).toBe(false);
  });
});
