// The fingerprint that decides whether cached bundles and pages are reused.
import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { codeFingerprint } from './code-fingerprint.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fingerprint-'));
  made.push(dir);
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/entry.ts'), 'export const a = 1;\n');
  writeFileSync(join(dir, 'package.json'), '{}\n');
  return dir;
}

test('the same project gives the same fingerprint; a changed file another', () => {
  const dir = project();
  const first = codeFingerprint(dir);
  expect(codeFingerprint(dir)).toBe(first);
  writeFileSync(join(dir, 'src/entry.ts'), 'export const a = 2;\n');
  expect(codeFingerprint(dir)).not.toBe(first);
});

test('a test file changes nothing', () => {
  const dir = project();
  const first = codeFingerprint(dir);
  writeFileSync(join(dir, 'src/entry.test.ts'), 'test;\n');
  expect(codeFingerprint(dir)).toBe(first);
});

test('a copy of the project elsewhere does not share the fingerprint: its server bundle names its own modules', () => {
  const dir = project();
  const copy = mkdtempSync(join(tmpdir(), 'fingerprint-copy-'));
  made.push(copy);
  cpSync(dir, copy, { recursive: true });
  expect(codeFingerprint(copy)).not.toBe(codeFingerprint(dir));
});
