// The store as a whole, on both engines: its migrations, its probe write, its parts.
import { describe, expect, it } from 'vitest';
import { enginesUnderTest, storesPerTest } from '../../../tests/support/store-engines.ts';
import { SchemaTooNewError } from './errors.ts';
import { migrationNames, openStore } from './index.ts';
import { openStoreHere } from './open.ts';
import type { Store } from './store.ts';

/** A store's methods and its parts' methods, by name. */
function shapeOf(store: Store): Record<string, string[]> {
  const shape: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(store))
    if (typeof value === 'function') (shape[''] ??= []).push(key);
    else if (typeof value === 'object' && value !== null) shape[key] = Object.keys(value).sort();
  shape['']!.sort();
  return shape;
}

describe.each(enginesUnderTest())('store on $engine', (engine) => {
  const stores = storesPerTest(engine);

  describe('migrations', () => {
    it('apply once, and reopening applies nothing more; each opening says which it ran', async () => {
      const first = await stores.open();
      expect(await first.migrationsRun()).toEqual(migrationNames);
      await first.close();
      const store = await stores.open();
      expect(await store.migrationsRun()).toEqual([]);
      expect(store.engine).toBe(engine.engine);
      expect(await store.submissions.listSubmissions({})).toEqual([]);
      expect(migrationNames.length).toBeGreaterThanOrEqual(6);
    });

    it('refuse a database migrated by a newer release', async () => {
      await (await stores.open()).close();
      await stores.rawSql(
        "INSERT INTO kysely_migration (name, timestamp) VALUES ('9999_from_the_future', '2099-01-01T00:00:00.000Z')",
      );
      await expect(openStore(stores.options)).rejects.toBeInstanceOf(SchemaTooNewError);
    });
  });

  it('takes a probe write, again and again', async () => {
    const store = await stores.open();
    await store.probeWrite(new Date());
    await store.probeWrite(new Date());
  });

  it('offers every method of every part, whichever thread it runs on', async () => {
    // On SQLite openStore puts the store on a thread of its own; each part's methods reach it there.
    const store = await stores.open();
    const here = await openStoreHere(stores.options);
    try {
      expect(shapeOf(store)).toEqual(shapeOf(here));
      expect(Object.keys(shapeOf(store)).sort()).toEqual([
        '',
        'accounts',
        'audit',
        'draftUploads',
        'drafts',
        'outbox',
        'previewLinks',
        'publishes',
        'rateLimits',
        'reviews',
        'schedules',
        'settings',
        'submissions',
        'visits',
      ]);
      // The store's own methods are what the whole store does; every query is in a part.
      expect(shapeOf(store)['']).toEqual(['close', 'migrationsRun', 'probeWrite']);
      expect(await store.outbox.countPendingOutbox()).toBe(0);
      expect(await store.accounts.countUsers()).toBe(0);
      expect(await store.settings.get('unset')).toBeUndefined();
    } finally {
      await here.close();
    }
  });
});
