// The account of the people who read the leads (the `leads` role alone), in a new data folder, with
// its own password chosen already, so the pages open right after the sign-in.
import { hashPassword } from '../../../src/server/admin/passwords.ts';
import { openStore } from '../../../src/server/store/index.ts';

export async function addSalesAccount(dataDir: string, password: string): Promise<void> {
  const store = await openStore({ dataDir });
  try {
    const hash = await hashPassword(password);
    const user = await store.accounts.createUser(
      { name: 'sales', fullName: 'Sales Team', email: '', passwordHash: hash, roles: ['leads'] },
      new Date(),
    );
    await store.accounts.setPassword(user.id, hash, false, new Date());
  } finally {
    await store.close();
  }
}
