// A new account as the store contract tests create it: a stand-in password hash (the store keeps
// whatever it is given; hashing is /admin's), an address and a full name made from its name.
import type { NewUser } from '../../src/server/store/index.ts';

export function newUser(name: string, roles: string[] = ['editor', 'publisher']): NewUser {
  return { name, fullName: `${name} Editor`, email: `${name}@example.com`, passwordHash: 'scrypt$stand-in', roles };
}
