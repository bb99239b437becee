// Signing in: the password checked against its scrypt hash, with failures counted per account
// name and per client address in the database (so every instance counts alike). From the fifth
// failure in a row under either, sign-ins there wait: 30 seconds, doubling with each further
// failure, at most 15 minutes; during the wait no password is even looked at.
import type { SignInBlockPolicy, Store, UserRow } from '../store/index.ts';
import { saltedHash } from '../store/index.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import { adminText, fill, waitInWords } from './text.ts';

export const SIGN_IN_POLICY: SignInBlockPolicy = {
  threshold: 5,
  baseMs: 30_000,
  maxMs: 15 * 60_000,
  windowMs: 60 * 60_000,
};

export type SignInResult =
  { ok: true; user: UserRow } | { ok: false; status: 401 | 429; message: string; retryAfterMs?: number };

async function failureKeys(store: Store, name: string, ip: string) {
  // Addresses are personal data: counted under a salted hash, like the submissions' IPs.
  const address = `address:${saltedHash(ip, await store.sharedSecret('sign-in-address-salt'))}`;
  return { account: `account:${name.toLowerCase()}`, address };
}

function blocked(which: 'account' | 'address', until: string, now: Date): SignInResult {
  const retryAfterMs = Date.parse(until) - now.getTime();
  const template = which === 'account' ? adminText.messages.blockedAccount : adminText.messages.blockedAddress;
  return { ok: false, status: 429, message: fill(template, { wait: waitInWords(retryAfterMs) }), retryAfterMs };
}

export async function signIn(
  store: Store,
  name: string,
  password: string,
  ip: string,
  now = new Date(),
): Promise<SignInResult> {
  const keys = await failureKeys(store, name, ip);
  const states = await store.signInFailures([keys.account, keys.address]);
  for (const which of ['account', 'address'] as const) {
    const until = states[keys[which]]?.blockedUntil;
    if (until && Date.parse(until) > now.getTime()) return blocked(which, until, now);
  }
  const user = await store.findUser(name);
  // An unknown name costs a hash check too, so the answer's timing does not tell which names exist.
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (user && matches) {
    await store.clearSignInFailures([keys.account]);
    const { passwordHash: _hash, ...account } = user;
    return { ok: true, user: account };
  }
  const after = await store.recordSignInFailure([keys.account, keys.address], now, SIGN_IN_POLICY);
  for (const which of ['account', 'address'] as const) {
    const until = after[keys[which]]?.blockedUntil;
    if (until) return blocked(which, until, now);
  }
  return { ok: false, status: 401, message: adminText.messages.wrongCredentials };
}
