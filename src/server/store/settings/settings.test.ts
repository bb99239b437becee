// The SettingsStore contract (types.ts) on both engines: shared settings, and secrets made once.
import { beforeEach, describe, expect, it } from 'vitest';
import { enginesUnderTest, storesPerTest } from '../../../../tests/support/store-engines.ts';
import { type Store } from '../index.ts';

describe.each(enginesUnderTest())('settings store on $engine', (engine) => {
  const stores = storesPerTest(engine);
  let store: Store;

  beforeEach(async () => {
    store = await stores.open();
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
