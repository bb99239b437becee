// The TOTP secrets of the second factor, encrypted in the database with a key the operator keeps
// apart from it (TWO_FACTOR_KEY): a copy of the database, a dump or a backup alone gives no one the
// codes of an account. AES-256-GCM from node:crypto, a new nonce for each secret, the account's id
// bound in as associated data (a sealed secret copied onto another account does not open). A
// sealed value reads "v1:" then base64url nonce, tag and ciphertext; a secret in clear is base32
// (A-Z, 2-7), so the two are never taken for each other.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

/** Why the secrets stored cannot be read with the key given: start refused, with this sentence. */
export class TwoFactorKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TwoFactorKeyError';
  }
}

export const keyWords = {
  format: `TWO_FACTOR_KEY must be ${KEY_BYTES} random bytes in base64 or hex (make one with: openssl rand -base64 ${KEY_BYTES})`,
  missing: (accounts: number) =>
    `TWO_FACTOR_KEY is not set, but the two-step secrets of ${accounts} account(s) are stored encrypted with one: set it to the key they were encrypted with (from the server's environment or .env before this change), or turn two-step sign-in off for those accounts (npm run admin -- reset-2fa NAME) and let them set it up again`,
  wrong: (accounts: number) =>
    `TWO_FACTOR_KEY does not open the two-step secrets of ${accounts} account(s): it is not the key they were encrypted with. Set the key used before (every instance needs the same one), or turn two-step sign-in off for those accounts (npm run admin -- reset-2fa NAME)`,
};

/** The key of TWO_FACTOR_KEY (base64 or hex of 32 bytes); throws TwoFactorKeyError when it is neither. */
export function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES || (!/^[0-9a-f]{64}$/i.test(trimmed) && key.toString('base64') !== trimmed))
    throw new TwoFactorKeyError(keyWords.format);
  return key;
}

export interface SecretBox {
  /** Whether secrets are sealed (a key is set). */
  readonly sealing: boolean;
  /** The stored form of a secret of the account. */
  seal(secret: string, accountId: string): string;
  /** The secret of a stored form; throws TwoFactorKeyError when it cannot be opened. */
  open(stored: string, accountId: string): string;
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** Seals with `key` (TWO_FACTOR_KEY), or keeps secrets in clear without one. */
export function secretBox(key: string | undefined): SecretBox {
  const bytes = key === undefined ? undefined : parseKey(key);
  return {
    sealing: bytes !== undefined,
    seal(secret, accountId) {
      if (!bytes) return secret;
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', bytes, nonce);
      cipher.setAAD(Buffer.from(accountId, 'utf8'));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(stored, accountId) {
      if (!isSealed(stored)) return stored;
      if (!bytes) throw new TwoFactorKeyError(keyWords.missing(1));
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', bytes, raw.subarray(0, NONCE_BYTES));
        decipher.setAAD(Buffer.from(accountId, 'utf8'));
        decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new TwoFactorKeyError(keyWords.wrong(1));
      }
    },
  };
}
