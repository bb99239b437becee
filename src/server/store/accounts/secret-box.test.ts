// The second factor's TOTP secrets sealed with TWO_FACTOR_KEY, on both engines: what the database
// holds is no secret; secrets stored in clear before the key was set are sealed at start; a missing
// or wrong key stops the start with a sentence, instead of every code failing.
import { randomBytes } from 'node:crypto';
import { openStore, type Store } from '../index.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { enginesUnderTest, rawDatabase, storesPerTest } from '../../../../tests/support/store-engines.ts';
import { newUser } from '../../../../tests/support/store-accounts.ts';
import { parseKey, secretBox } from './secret-box.ts';

const KEY = randomBytes(32).toString('base64');
const OTHER_KEY = randomBytes(32).toString('hex');
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('the secret box', () => {
  it('seals a secret so that only the same key and account open it', () => {
    const box = secretBox(KEY);
    const sealed = box.seal(SECRET, 'account-1');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain(SECRET);
    expect(box.seal(SECRET, 'account-1')).not.toBe(sealed);
    expect(box.open(sealed, 'account-1')).toBe(SECRET);
    expect(() => box.open(sealed, 'account-2')).toThrow(/does not open/);
    expect(() => secretBox(OTHER_KEY).open(sealed, 'account-1')).toThrow(/not the key they were encrypted with/);
    expect(() => secretBox(undefined).open(sealed, 'account-1')).toThrow(/TWO_FACTOR_KEY is not set/);
    expect(secretBox(undefined).seal(SECRET, 'account-1')).toBe(SECRET);
  });

  it('takes 32 bytes in base64 or hex, and nothing else', () => {
    expect(parseKey(KEY)).toHaveLength(32);
    expect(parseKey(OTHER_KEY)).toHaveLength(32);
    for (const bad of ['', 'short', randomBytes(16).toString('base64'), 'z'.repeat(64)])
      expect(() => parseKey(bad)).toThrow(/32 random bytes in base64 or hex/);
  });
});

describe.each(enginesUnderTest())('two-step secrets in the $engine store', (engine) => {
  const stores = storesPerTest(engine);
  const opened: Store[] = [];
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
  });
  const open = async (twoFactorKey?: string) => {
    const store = await openStore({ ...stores.options, twoFactorKey });
    opened.push(store);
    return store;
  };
  async function storedSecrets(): Promise<string[]> {
    const db = rawDatabase(stores.options);
    try {
      const rows = await db.selectFrom('users').select(['totp_secret', 'totp_pending']).execute();
      return rows.flatMap((row) => [row.totp_secret, row.totp_pending]).filter((value) => value !== null);
    } finally {
      await db.destroy();
    }
  }

  it('keeps what the database holds sealed, and the account its secret', async () => {
    const store = await open(KEY);
    const asha = await store.accounts.createUser(newUser('asha'), new Date());
    await store.accounts.setPendingTotp(asha.id, SECRET);
    expect(await store.accounts.confirmTotp(asha.id, 'OTHERSECRET', ['h1'], new Date())).toBe(false);
    expect(await store.accounts.confirmTotp(asha.id, SECRET, ['h1'], new Date())).toBe(true);
    expect(await store.accounts.findUser('asha')).toMatchObject({ totpSecret: SECRET, totpPending: null });
    const stored = await storedSecrets();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^v1:/);
    expect(stored[0]).not.toContain(SECRET);
  });

  it('seals secrets stored in clear when a key is set, and refuses to start without it or with another', async () => {
    const before = await open();
    const asha = await before.accounts.createUser(newUser('asha'), new Date());
    await before.accounts.setPendingTotp(asha.id, SECRET);
    await before.accounts.confirmTotp(asha.id, SECRET, ['h1'], new Date());
    const ben = await before.accounts.createUser(newUser('ben'), new Date());
    await before.accounts.setPendingTotp(ben.id, 'PENDINGSECRETBEN');
    expect(await storedSecrets()).toEqual(expect.arrayContaining([SECRET, 'PENDINGSECRETBEN']));
    await before.close();
    opened.splice(0);

    const after = await open(KEY);
    expect((await storedSecrets()).every((value) => value.startsWith('v1:'))).toBe(true);
    expect(await after.accounts.findUser('asha')).toMatchObject({ totpSecret: SECRET });
    expect(await after.accounts.findUser('ben')).toMatchObject({ totpPending: 'PENDINGSECRETBEN' });
    await after.close();
    opened.splice(0);

    await expect(open()).rejects.toThrow(/TWO_FACTOR_KEY is not set, but the two-step secrets of 2 account\(s\)/);
    await expect(open(OTHER_KEY)).rejects.toThrow(
      /TWO_FACTOR_KEY does not open the two-step secrets of 2 account\(s\)/,
    );
    await expect(open('not a key')).rejects.toThrow(/32 random bytes/);
    expect(await (await open(KEY)).accounts.findUser('asha')).toMatchObject({ totpSecret: SECRET });
    // Five stores opened one after the other: each SQLite one starts its threads.
  }, 60_000);
});
