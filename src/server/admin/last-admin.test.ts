// The operator's commands and the Accounts page share accounts.ts: neither may leave the site
// without an admin, and once there is another admin both changes go through.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/index.ts';
import { AccountError, addUser, removeUser, setRoles } from './accounts.ts';

describe('the last admin', () => {
  let dir: string;
  let store: Store;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'last-admin-'));
    store = await openStore({ dataDir: dir });
    await addUser(store, { name: 'root' }); // the first account: an admin
    await addUser(store, { name: 'pia', roles: ['editor', 'publisher'] });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const rolesOf = async (name: string) => (await store.accounts.findUser(name))?.roles;

  it('keeps its admin role and its account, with a sentence that says what to do first', async () => {
    const refusal = /"root" is the last admin: give another account the admin role first/;
    await expect(setRoles(store, 'root', ['editor'])).rejects.toThrow(refusal);
    await expect(removeUser(store, 'root')).rejects.toThrow(AccountError);
    expect(await rolesOf('root')).toEqual(['admin']);
  });

  it('may lose them once another account is an admin', async () => {
    await setRoles(store, 'pia', ['admin']);
    await setRoles(store, 'root', ['editor']);
    expect(await rolesOf('root')).toEqual(['editor']);
    await removeUser(store, 'root');
    expect(await rolesOf('root')).toBeUndefined();
  });

  it('does not stop changes to other accounts', async () => {
    await setRoles(store, 'pia', ['leads']);
    await removeUser(store, 'pia');
    expect(await rolesOf('pia')).toBeUndefined();
  });
});
