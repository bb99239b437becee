// A save whose check runs out of time answers in words, and the server stays free meanwhile: the
// check runs on the config checks' thread, which is stopped at the deadline (a test's deadline of a
// millisecond; the server's is ten seconds).
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureConfigDir } from '../../../tests/support/fixture-app.ts';
import { ConfigDirectory } from './config-dir.ts';
import { directorySource } from './config-source.ts';
import { editorPlugin } from './plugin.ts';

const projectRoot = resolve(import.meta.dirname, '../../..');
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'save-deadline-'));
  cpSync(fixtureConfigDir, join(dir, 'config'), { recursive: true });
  app = Fastify({ logger: false });
  await app.register(editorPlugin, {
    source: directorySource(new ConfigDirectory(join(dir, 'config')), 'deadline'),
    projectRoot,
    bundleDir: join(dir, 'bundle'),
    checkDeadlineMs: 1,
  });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a save whose check runs out of time', () => {
  it('is refused in words, and nothing is written', async () => {
    const before = readFileSync(join(dir, 'config/faq.json'), 'utf8');
    const { files } = (await app.inject({ method: 'GET', url: '/api/config' })).json<{
      files: { path: string; text: string; hash: string }[];
    }>();
    const faq = files.find((file) => file.path === 'faq.json')!;
    const value = JSON.parse(faq.text) as { items: { question: string }[] };
    value.items[0]!.question = 'Changed, never checked in time?';
    const response = await app.inject({
      method: 'POST',
      url: '/api/save',
      payload: { files: [{ path: 'faq.json', baseHash: faq.hash, value }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toBe(
      'The check of your changes took longer than 1 second and was stopped. Make the files smaller, or fix the problems of one part at a time. Nothing was saved.',
    );
    expect(readFileSync(join(dir, 'config/faq.json'), 'utf8')).toBe(before);
  });

  it("answers a form's rules the same way when their check runs out of time", async () => {
    const form = JSON.parse(readFileSync(join(dir, 'config/forms/demo.json'), 'utf8')) as object;
    const response = await app.inject({ method: 'POST', url: '/api/form-rules', payload: { form } });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toMatch(/^The check of the form's rules took longer than/);
  });
});
