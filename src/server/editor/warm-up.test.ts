// When the editor warms its checks' memory (issue 45): `npm run edit` at once; the site's server only
// once someone comes to /admin, so a server whose /admin nobody opens spends nothing on it, and the
// first visitors after a start do not share the machine with it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureApp, fixtureConfigDir, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { addUser } from '../admin/accounts.ts';
import { ConfigDirectory } from './config-dir.ts';
import { directorySource, type ConfigSource } from './config-source.ts';
import type * as PluginModule from './plugin.ts';

// The options the site's server registers the editor with, kept for the test to look at.
const registered = vi.hoisted(() => ({ warmUpWhen: [] as (Promise<unknown> | undefined)[] }));
vi.mock('./plugin.ts', async (importOriginal) => {
  const original = await importOriginal<typeof PluginModule>();
  const editorPlugin: typeof original.editorPlugin = (app, options) => {
    registered.warmUpWhen.push(options.warmUpWhen);
    return original.editorPlugin(app, options);
  };
  return { ...original, editorPlugin };
});
const { editorPlugin } = await import('./plugin.ts');

const projectRoot = resolve(import.meta.dirname, '../../..');
const cleanUp: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const step of cleanUp.splice(0).reverse()) await step();
});

/** Whether a promise has settled: a settled one wins a race against one resolved after it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol('pending');
  return (await Promise.race([promise.then(() => true), Promise.resolve().then(() => pending)])) !== pending;
}

/** The editor on its own, over a copy of the fixture config, counting the reads of its files. */
async function editorCountingReads(warmUpWhen?: Promise<unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'editor-warm-up-'));
  cleanUp.push(() => rmSync(dir, { recursive: true, force: true }));
  const bundleDir = join(dir, 'bundle');
  mkdirSync(bundleDir);
  writeFileSync(join(bundleDir, 'index.html'), '<!doctype html><title>editor</title>');
  writeFileSync(join(bundleDir, 'preview.html'), '<!doctype html><title>preview</title>');
  const source: ConfigSource = directorySource(new ConfigDirectory(fixtureConfigDir), 'fixture');
  const readShared = vi.spyOn(source, 'readShared');
  const app = Fastify({ logger: false });
  await app.register(editorPlugin, { source, projectRoot, bundleDir, ...(warmUpWhen ? { warmUpWhen } : {}) });
  await app.ready();
  cleanUp.push(() => app.close());
  return { app, readShared };
}

describe("the editor's warm-up", () => {
  it('reads the files to warm at once when nothing says to wait (npm run edit)', async () => {
    const { readShared } = await editorCountingReads();
    await vi.waitFor(() => expect(readShared).toHaveBeenCalledTimes(1));
  });

  it('waits for what it is given, then reads the files as they are then', async () => {
    let go: () => void = () => undefined;
    const { app, readShared } = await editorCountingReads(new Promise<void>((resolve) => (go = resolve)));
    // Requests that are not the signal do not start it either.
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect(readShared).not.toHaveBeenCalled();
    go();
    await vi.waitFor(() => expect(readShared).toHaveBeenCalledTimes(1));
  });

  it("on the site's server, waits for the first request under /admin from someone who could sign in", async () => {
    registered.warmUpWhen.length = 0;
    const server: FixtureApp = await fixtureApp();
    cleanUp.push(() => server.close());
    const signal = registered.warmUpWhen.at(-1);
    expect(signal).toBeInstanceOf(Promise);
    // Pages of the site and an /admin with no account (answered not found) are not a reason.
    await server.app.inject({ method: 'GET', url: '/home' });
    await server.app.inject({ method: 'GET', url: '/admin/login' });
    expect(await settled(signal!)).toBe(false);
    await addUser(await server.store(), { name: 'ines' });
    expect((await server.app.inject({ method: 'GET', url: '/admin/login' })).statusCode).toBe(200);
    expect(await settled(signal!)).toBe(true);
  });
});
