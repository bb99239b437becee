// The AccountStore contract (types.ts) on both engines: accounts with unique names and their roles,
// sessions, failed sign-ins and their waiting, a second factor with its recovery codes.
import { beforeEach, describe, expect, it } from 'vitest';
import { newUser } from '../../../../tests/support/store-accounts.ts';
import { enginesUnderTest, storesPerTest } from '../../../../tests/support/store-engines.ts';
import { UserExistsError, type Store } from '../index.ts';

const T0 = new Date('2030-01-01T10:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const policy = { threshold: 5, baseMs: 30_000, maxMs: 900_000, windowMs: 3_600_000 };

describe.each(enginesUnderTest())('account store on $engine', (engine) => {
  const stores = storesPerTest(engine);
  let store: Store;

  beforeEach(async () => {
    store = await stores.open();
  });

  it('keeps accounts with unique names; a new one must change its password', async () => {
    const asha = await store.accounts.createUser(newUser('asha'), T0);
    expect(asha).toMatchObject({
      name: 'asha',
      fullName: 'asha Editor',
      email: 'asha@example.com',
      mustChangePassword: true,
      createdAt: T0.toISOString(),
    });
    await expect(store.accounts.createUser(newUser('asha'), T0)).rejects.toBeInstanceOf(UserExistsError);
    expect((await store.accounts.findUser('asha'))?.passwordHash).toBe('scrypt$stand-in');
    expect(await store.accounts.findUser('nobody')).toBeUndefined();
    await store.accounts.setPassword(asha.id, 'scrypt$new', false, later(1000));
    expect(await store.accounts.findUser('asha')).toMatchObject({
      passwordHash: 'scrypt$new',
      mustChangePassword: false,
      passwordChangedAt: later(1000).toISOString(),
    });
    expect(await store.accounts.countUsers()).toBe(1);
  });

  it('keeps the roles of each account, and changes them', async () => {
    await store.accounts.createUser({ ...newUser('asha'), roles: ['admin'] }, T0);
    const ben = await store.accounts.createUser({ ...newUser('ben'), roles: ['editor', 'leads'] }, T0);
    expect(ben.roles).toEqual(['editor', 'leads']);
    expect((await store.accounts.findUser('asha'))?.roles).toEqual(['admin']);
    expect((await store.accounts.findUserById(ben.id))?.roles).toEqual(['editor', 'leads']);
    expect(await store.accounts.setRoles('ben', ['publisher'])).toMatchObject({ name: 'ben', roles: ['publisher'] });
    expect(await store.accounts.setRoles('ben', [])).toMatchObject({ roles: [] });
    expect(await store.accounts.setRoles('nobody', ['admin'])).toBeUndefined();
    expect((await store.accounts.listUsers()).map((user) => [user.name, user.roles])).toEqual([
      ['asha', ['admin']],
      ['ben', []],
    ]);
  });

  it('removes an account with its sessions and drafts', async () => {
    const asha = await store.accounts.createUser(newUser('asha'), T0);
    await store.accounts.saveSession({
      idHash: 'h1',
      userId: asha.id,
      createdAt: T0.toISOString(),
      expiresAt: later(60_000).toISOString(),
      data: '{"a":1}',
    });
    await store.drafts.save(asha.id, [{ path: 'faq.json', text: '{}', baseHash: 'b' }], T0);
    expect(await store.accounts.removeUser('asha')).toBe(true);
    expect(await store.accounts.removeUser('asha')).toBe(false);
    expect(await store.accounts.loadSession('h1', T0)).toBeUndefined();
    expect(await store.drafts.files(asha.id)).toEqual([]);
  });

  it('gives a session back only until it expires; a password change ends the other sessions', async () => {
    const asha = await store.accounts.createUser(newUser('asha'), T0);
    const session = (idHash: string) => ({
      idHash,
      userId: asha.id,
      createdAt: T0.toISOString(),
      expiresAt: later(60_000).toISOString(),
      data: `{"id":"${idHash}"}`,
    });
    await store.accounts.saveSession(session('mine'));
    await store.accounts.saveSession(session('other'));
    expect(await store.accounts.loadSession('mine', later(59_999))).toBe('{"id":"mine"}');
    expect(await store.accounts.loadSession('mine', later(60_000))).toBeUndefined();
    // Saved again (the idle limit pushed forward), it lives on.
    await store.accounts.saveSession({ ...session('mine'), expiresAt: later(120_000).toISOString() });
    expect(await store.accounts.loadSession('mine', later(90_000))).toBe('{"id":"mine"}');
    await store.accounts.setPassword(asha.id, 'x', false, T0, 'mine');
    expect(await store.accounts.loadSession('other', T0)).toBeUndefined();
    expect(await store.accounts.loadSession('mine', T0)).toBeDefined();
    expect(await store.accounts.deleteExpiredSessions(later(200_000))).toBe(1);
  });

  it('blocks a key from the fifth failure on, longer with each further one, until cleared', async () => {
    let states = {};
    for (let i = 0; i < 4; i++)
      states = await store.accounts.recordSignInFailure(['account:asha', 'address:x'], T0, policy);
    expect(states).toEqual({
      'account:asha': { failures: 4, blockedUntil: null },
      'address:x': { failures: 4, blockedUntil: null },
    });
    expect((await store.accounts.recordSignInFailure(['account:asha'], T0, policy))['account:asha']).toEqual({
      failures: 5,
      blockedUntil: later(30_000).toISOString(),
    });
    expect((await store.accounts.recordSignInFailure(['account:asha'], T0, policy))['account:asha']!.blockedUntil).toBe(
      later(60_000).toISOString(),
    );
    expect(await store.accounts.signInFailures(['account:asha', 'address:x', 'address:y'])).toEqual({
      'account:asha': { failures: 6, blockedUntil: later(60_000).toISOString() },
      'address:x': { failures: 4, blockedUntil: null },
    });
    // An hour after the last failure, the count starts again.
    expect((await store.accounts.recordSignInFailure(['address:x'], later(3_600_001), policy))['address:x']).toEqual({
      failures: 1,
      blockedUntil: null,
    });
    await store.accounts.clearSignInFailures(['account:asha']);
    expect(await store.accounts.signInFailures(['account:asha'])).toEqual({});
  });

  it("clears the failures counted against an account, from anywhere and from each address, and no other's", async () => {
    const keys = ['account:asha', 'pair:asha@h1', 'pair:asha@h2', 'pair:ashab@h1', 'address:h1', 'account:ben'];
    await store.accounts.recordSignInFailure(keys, T0, policy);
    expect(await store.accounts.clearAccountFailures('Asha')).toBe(3);
    expect(Object.keys(await store.accounts.signInFailures(keys)).sort()).toEqual([
      'account:ben',
      'address:h1',
      'pair:ashab@h1',
    ]);
  });

  it('keeps a second factor: set up, confirmed with recovery codes, each code and time step used once, turned off', async () => {
    const asha = await store.accounts.createUser(newUser('asha'), T0);
    expect((await store.accounts.findUserById(asha.id))?.twoFactorSince).toBeNull();
    await store.accounts.setPendingTotp(asha.id, 'PENDING');
    expect(await store.accounts.confirmTotp(asha.id, 'OTHER', ['h1'], T0)).toBe(false);
    expect(await store.accounts.findUser('asha')).toMatchObject({ totpPending: 'PENDING', totpSecret: null });
    expect(await store.accounts.confirmTotp(asha.id, 'PENDING', ['h1', 'h2'], later(1))).toBe(true);
    expect(await store.accounts.findUser('asha')).toMatchObject({
      totpPending: null,
      totpSecret: 'PENDING',
      twoFactorSince: later(1).toISOString(),
    });
    expect(await store.accounts.useTotpStep(asha.id, 100)).toBe(true);
    expect(await store.accounts.useTotpStep(asha.id, 100)).toBe(false);
    expect(await store.accounts.useTotpStep(asha.id, 99)).toBe(false);
    expect(await store.accounts.useTotpStep(asha.id, 101)).toBe(true);
    expect(await store.accounts.countRecoveryCodes(asha.id)).toBe(2);
    expect(await store.accounts.useRecoveryCode(asha.id, 'h1', later(2))).toBe(true);
    expect(await store.accounts.useRecoveryCode(asha.id, 'h1', later(3))).toBe(false);
    expect(await store.accounts.useRecoveryCode(asha.id, 'nope', later(3))).toBe(false);
    expect(await store.accounts.countRecoveryCodes(asha.id)).toBe(1);
    await store.accounts.clearTotp(asha.id);
    expect(await store.accounts.findUser('asha')).toMatchObject({ totpSecret: null, twoFactorSince: null });
    expect(await store.accounts.countRecoveryCodes(asha.id)).toBe(0);
  });
});
