// Checking who someone is: the password against its scrypt hash (and, for an account that has one,
// the second factor: two-factor.ts), with failures counted in the database (every instance counts
// alike) under three keys, so that they stop an attacker and not the editor:
//  - the account from one address ("pair"): from the fifth failure in a row, that address waits
//    before it may try that account again, 30 seconds doubling with each failure, at most 15 minutes;
//  - the address ("address"), whichever accounts it tries: from the twentieth, it waits the same way;
//  - the account from anywhere ("account"): never a wait, so nobody can lock an editor out from
//    addresses of their own; from the fifth failure each attempt is slowed instead, one second
//    doubling, at most five, before its password is even looked at.
// During a wait no password is looked at. A success clears its pair and account. The password
// change's check of the current password, and the second factor's codes, count the same way.
// `npm run admin -- unlock NAME` clears an account's counters.
import type { SignInBlockPolicy, Store, UserRow, UserSecrets } from '../store/index.ts';
import { saltedHash } from '../store/index.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import { adminText, fill, waitInWords } from '../words/text.ts';

const HOUR_MS = 60 * 60_000;

export const PAIR_POLICY: SignInBlockPolicy = { threshold: 5, baseMs: 30_000, maxMs: 15 * 60_000, windowMs: HOUR_MS };
export const ADDRESS_POLICY: SignInBlockPolicy = {
  threshold: 20,
  baseMs: 30_000,
  maxMs: 15 * 60_000,
  windowMs: HOUR_MS,
};
/** The account's own count never blocks (its threshold is never reached): it only slows attempts down. */
const ACCOUNT_COUNT: SignInBlockPolicy = {
  threshold: Number.MAX_SAFE_INTEGER,
  baseMs: 0,
  maxMs: 0,
  windowMs: HOUR_MS,
};
export const ACCOUNT_SLOWDOWN = { from: 5, baseMs: 1000, maxMs: 5000 };

export interface Keys {
  pair: string;
  address: string;
  account: string;
}

/** The counters of an attempt on account `name` from `ip` (the address as a salted hash: it is personal data). */
export async function failureKeys(store: Store, name: string, ip: string): Promise<Keys> {
  const address = saltedHash(ip, await store.settings.sharedSecret('sign-in-address-salt'));
  const account = name.toLowerCase();
  return { pair: `pair:${account}@${address}`, address: `address:${address}`, account: `account:${account}` };
}

/**
 * The accounts among `names` that are locked: enough failed sign-ins counted against them that their
 * attempts are held, and an address that kept failing waits (what `unlock` clears).
 */
export async function lockedAccounts(store: Store, names: readonly string[]): Promise<Set<string>> {
  const key = (name: string) => `account:${name.toLowerCase()}`;
  const states = await store.accounts.signInFailures(names.map(key));
  return new Set(names.filter((name) => slowdownMs(states[key(name)]?.failures ?? 0) > 0));
}

/** How long an attempt on an account with `failures` recent failures is held before it is looked at. */
export function slowdownMs(failures: number): number {
  if (failures < ACCOUNT_SLOWDOWN.from) return 0;
  return Math.min(ACCOUNT_SLOWDOWN.maxMs, ACCOUNT_SLOWDOWN.baseMs * 2 ** (failures - ACCOUNT_SLOWDOWN.from));
}

export type Refused = { ok: false; status: 401 | 429; message: string; retryAfterMs?: number };

function waiting(which: 'pair' | 'address', until: string, now: Date): Refused {
  const retryAfterMs = Date.parse(until) - now.getTime();
  const template = which === 'pair' ? adminText.messages.blockedAccount : adminText.messages.blockedAddress;
  return { ok: false, status: 429, message: fill(template, { wait: waitInWords(retryAfterMs) }), retryAfterMs };
}

export interface Attempt {
  store: Store;
  /** The account name as typed. */
  name: string;
  ip: string;
  now?: Date;
  /** How an attempt is held (the server waits; a test may record). */
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `judge` (a password or code check) as one attempt on the account: refused without a look
 * while its address waits; held while the account is under attack; counted when it fails.
 */
export async function attempt<T>(
  { store, name, ip, now = new Date(), sleep = sleepFor }: Attempt,
  judge: () => Promise<T | undefined>,
): Promise<{ ok: true; value: T } | Refused> {
  const keys = await failureKeys(store, name, ip);
  const states = await store.accounts.signInFailures([keys.pair, keys.address, keys.account]);
  for (const which of ['pair', 'address'] as const) {
    const until = states[keys[which]]?.blockedUntil;
    if (until && Date.parse(until) > now.getTime()) return waiting(which, until, now);
  }
  const hold = slowdownMs(states[keys.account]?.failures ?? 0);
  if (hold > 0) await sleep(hold);
  const value = await judge();
  if (value !== undefined) {
    await store.accounts.clearSignInFailures([keys.pair, keys.account]);
    return { ok: true, value };
  }
  const [pair, address] = await Promise.all([
    store.accounts.recordSignInFailure([keys.pair], now, PAIR_POLICY),
    store.accounts.recordSignInFailure([keys.address], now, ADDRESS_POLICY),
    store.accounts.recordSignInFailure([keys.account], now, ACCOUNT_COUNT),
  ]);
  const pairUntil = pair[keys.pair]?.blockedUntil;
  if (pairUntil) return waiting('pair', pairUntil, now);
  const addressUntil = address[keys.address]?.blockedUntil;
  if (addressUntil) return waiting('address', addressUntil, now);
  return { ok: false, status: 401, message: adminText.messages.wrongCredentials };
}

export type SignInResult = { ok: true; user: UserRow & UserSecrets } | Refused;

/** The account, when `password` is its password; within the limits above. */
export async function signIn(
  store: Store,
  name: string,
  password: string,
  ip: string,
  now = new Date(),
  sleep?: Attempt['sleep'],
): Promise<SignInResult> {
  const outcome = await attempt({ store, name, ip, now, ...(sleep ? { sleep } : {}) }, async () => {
    const user = await store.accounts.findUser(name);
    // An unknown name costs a hash check too, so the answer's timing does not tell which names exist.
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    return user && matches ? user : undefined;
  });
  return outcome.ok ? { ok: true, user: outcome.value } : outcome;
}
