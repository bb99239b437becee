// The SettingsStore contract (types.ts) on both engines: shared settings, and secrets made once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../../../tests/support/store-engines.ts';
import { openStore, type Store } from '../index.ts';

describe.each(enginesUnderTest())('settings store on $engine', ({ skipReason, newStore }) => {
  let dir: string;
  let store: Store;

  beforeEach(async (context) => {
    if (skipReason) context.skip(skipReason);
    dir = mkdtempSync(join(tmpdir(), 'settings-store-'));
    store = await openStore(await newStore(dir));
  });

  afterEach(async () => {
    await store?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps settings shared by every instance', async () => {
    expect(await store.settings.get('require-two-factor')).toBeUndefined();
    await store.settings.put('require-two-factor', 'on');
    expect(await store.settings.get('require-two-factor')).toBe('on');
    await store.settings.put('require-two-factor', null);
    expect(await store.settings.get('require-two-factor')).toBeUndefined();
  });

  it('makes a shared secret once and gives the same one back', async () => {
    const secret = await store.settings.sharedSecret('session');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await store.settings.sharedSecret('session')).toBe(secret);
    expect(await store.settings.sharedSecret('other')).not.toBe(secret);
  });
});
