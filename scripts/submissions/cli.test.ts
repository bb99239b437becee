import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/server/store/index.ts';

const CLI = fileURLToPath(new URL('../submissions.ts', import.meta.url));
let dataDir: string;

/** Runs the CLI with the same Node binary as the tests (it needs Node 24's type stripping and node:sqlite). */
function run(...args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'cli-test-'));
  const store = openStore(dataDir);
  store.insertSubmission({ type: 'demo', payload: { FirstName: 'Asha', message: '=1+1' }, outbox: [] });
  store.insertSubmission({ type: 'service', payload: { service: 'Data Backup' }, outbox: [] });
  store.close();
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('submissions CLI', () => {
  it('exports guarded CSV from DATA_DIR', () => {
    const { code, stdout } = run('export', '--type', 'demo');
    expect(code).toBe(0);
    const [header, record, end] = stdout.split('\r\n');
    expect(header).toBe('id,type,created_at,FirstName,message,meta');
    expect(record).toMatch(/^[0-9a-f-]{36},demo,\S+,Asha,'=1\+1,\{\}$/);
    expect(end).toBe('');
  });

  it('exports JSON and lists a table', () => {
    const json = JSON.parse(run('export', '--format', 'json').stdout) as { type: string }[];
    expect(json.map((s) => s.type)).toEqual(['demo', 'service']);
    expect(run('list', '--type', 'service').stdout).toMatch(/service=Data Backup\n1 submission\n$/);
  });

  it('exits with 2 and a clear message on bad arguments', () => {
    const bad = run('export', '--format', 'xml');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^error: --format must be csv or json/);
    expect(bad.stderr).toContain('Usage:');
    expect(run('list', '--data-dir', join(dataDir, 'missing')).code).toBe(2);
    expect(run('--help').code).toBe(0);
  });
});
