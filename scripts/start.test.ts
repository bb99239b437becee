import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const START = fileURLToPath(new URL('./start.ts', import.meta.url));

describe('npm start with NODE_ENV=production', () => {
  it('never builds: without a build it stops and says what to do', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-dist-'));
    try {
      const result = spawnSync(process.execPath, [START], {
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production', DIST_DIR: empty, DATA_DIR: empty },
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`NODE_ENV=production: no build at ${empty}`);
      expect(result.stderr).toContain('Run `npm run build`');
      expect(result.stdout).not.toMatch(/building|rebuilding/i);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
