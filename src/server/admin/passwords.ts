// Passwords of the editor accounts: hashed with scrypt (node:crypto) under a random salt per
// password, the cost parameters kept in the hash so they can be raised later without locking
// anyone out. Hashing runs on libuv's thread pool, off the event loop.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** 2^15 rounds, block size 8: about 32 MiB and a tenth of a second per hash here. */
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;
const PREFIX = 'scrypt';

/** Letters and digits without the look-alikes (0/O, 1/l/I): read off a terminal, typed once. */
const ONE_TIME_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return [PREFIX, COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, key] = stored.split('$');
  if (prefix !== PREFIX || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/** A hash of a random password: checked against when the account does not exist, so a wrong name takes as long as a wrong password. */
export function decoyHash(): Promise<string> {
  return (decoy ??= hashPassword(randomBytes(16).toString('hex')));
}

/** A random one-time password of 20 characters (about 115 bits). */
export function oneTimePassword(): string {
  const bytes = randomBytes(64);
  let password = '';
  // Rejection sampling keeps every character equally likely.
  for (const byte of bytes) {
    if (byte < 256 - (256 % ONE_TIME_ALPHABET.length)) password += ONE_TIME_ALPHABET[byte % ONE_TIME_ALPHABET.length];
    if (password.length === 20) break;
  }
  return password;
}

export type PasswordProblem =
  'tooShort' | 'tooLong' | 'blank' | 'controlCharacters' | 'fewCharacters' | 'sameAsName' | 'unchanged';

/** Fewer different characters than this is a repetition (aaaaaaaaaaaa, abababababab), whatever the length. */
export const MIN_DISTINCT_CHARACTERS = 5;
/** Control characters (NUL, line breaks, tabs…) and invisible format characters: never typed on purpose. */
const CONTROL_OR_INVISIBLE = /[\p{Cc}\p{Cf}]/u;

/**
 * A text as the name rule compares it: compatibility forms folded (NFKC: full-width ＥＤＤＩＥ is
 * EDDIE), case folded, and only its letters and digits (e.d.d.i.e, e-d-d-i-e and e d d i e are eddie).
 */
function comparable(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleUpperCase('und')
    .toLocaleLowerCase('und')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Why a new password is refused by its form alone, or undefined when it is fine; how guessable it
 * is (common passwords, words, patterns) is password-strength.ts's to judge.
 */
export function passwordProblem(password: string, name: string, current?: string): PasswordProblem | undefined {
  const characters = [...password];
  if (characters.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (characters.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (password.trim() === '') return 'blank';
  if (CONTROL_OR_INVISIBLE.test(password)) return 'controlCharacters';
  if (new Set(characters).size < MIN_DISTINCT_CHARACTERS) return 'fewCharacters';
  const plainName = comparable(name);
  if (plainName !== '' && comparable(password).includes(plainName)) return 'sameAsName';
  if (current !== undefined && password === current) return 'unchanged';
  return undefined;
}
