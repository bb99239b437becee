// The counting of failed sign-ins, with the store: an account under attack from many addresses is
// slowed (a growing hold before its password is looked at), never closed to its editor; the
// operator's unlock clears what was counted against it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/index.ts';
import { addUser, unlockAccount } from './accounts.ts';
import { signIn, slowdownMs } from './sign-in.ts';

let dir: string;
let store: Store;
let secret: string;
let address = 0;
const nextAddress = () => `198.51.100.${++address}`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sign-in-'));
  store = await openStore({ dataDir: dir });
  ({ password: secret } = await addUser(store, { name: 'asha' }));
}, 60_000);
afterAll(async () => {
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A sign-in that records how long it was held instead of waiting. */
async function timedSignIn(password: string, ip = nextAddress()) {
  const holds: number[] = [];
  const result = await signIn(store, 'asha', password, ip, new Date(), async (ms) => {
    holds.push(ms);
  });
  return { status: result.ok ? 200 : result.status, held: holds.reduce((sum, ms) => sum + ms, 0) };
}

describe('failed sign-ins on one account from many addresses', () => {
  it('hold each next attempt longer, one second doubling up to five, and never refuse it', async () => {
    const seen = [];
    for (let i = 0; i < 9; i++) seen.push(await timedSignIn('not the password'));
    expect(seen).toEqual([
      ...Array(5).fill({ status: 401, held: 0 }),
      { status: 401, held: 1000 },
      { status: 401, held: 2000 },
      { status: 401, held: 4000 },
      { status: 401, held: 5000 },
    ]);
    // The editor, from an address of their own, is slowed too, and let in.
    expect(await timedSignIn(secret)).toEqual({ status: 200, held: 5000 });
    // Their success clears the account's count.
    expect(await timedSignIn(secret)).toEqual({ status: 200, held: 0 });
  });

  it('grow as the rule says', () => {
    expect([4, 5, 6, 7, 8, 20].map(slowdownMs)).toEqual([0, 1000, 2000, 4000, 5000, 5000]);
  });

  it('are cleared by the operator, with the waits of the addresses that failed on it', async () => {
    const attacker = nextAddress();
    for (let i = 0; i < 5; i++) await timedSignIn('not the password', attacker);
    expect(await timedSignIn(secret, attacker)).toMatchObject({ status: 429 });
    expect(await unlockAccount(store, 'asha')).toBeGreaterThanOrEqual(2);
    expect(await timedSignIn(secret, attacker)).toEqual({ status: 200, held: 0 });
    expect((await store.audit.list({ limit: 10 })).map((entry) => entry.action)).toContain('account-unlocked');
    await expect(unlockAccount(store, 'nobody')).rejects.toThrow('there is no account named "nobody"');
  });
});
