// The second factor of an account: a TOTP app (RFC 6238, by the otpauth library: six digits, every
// 30 seconds, SHA-1, as every authenticator app reads it) and ten recovery codes for when the phone
// is lost, each usable once. The secret is set up in two steps: made and shown (as a QR code, by
// uqr, and as text), then confirmed by a first code from the app. A code is accepted for its own
// 30 seconds and the ones either side (clocks drift), and only once: the store keeps the last time
// step used. Recovery codes are stored as SHA-256 hashes (they are long random strings, so a fast
// hash is enough), shown once.
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import type { Store, UserRow, UserSecrets } from '../store/index.ts';
import { adminText } from '../words/text.ts';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Time steps either side of now that are accepted. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without the look-alikes (0/o, 1/l/i): read off a screen, typed once. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 16;

/** A new secret: 160 random bits, in base32 as apps take it. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, accountName: string): TOTP {
  return new TOTP({
    issuer: adminText.twoFactor.issuer,
    label: accountName,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });
}

/** The otpauth:// address an app reads (from the QR code). */
export function setupUri(secret: string, accountName: string): string {
  return totp(secret, accountName).toString();
}

/** The QR code of the set-up address, as an SVG image. */
export function setupQrSvg(secret: string, accountName: string): string {
  return renderSVG(setupUri(secret, accountName), { border: 2 });
}

/** The secret in groups of four, as a person types it into an app. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The time step a code belongs to (now, or one either side), or undefined when it is not a code of the secret. */
export function codeStep(secret: string, code: string, now: Date): number | undefined {
  const delta = totp(secret, '').validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? undefined : TOTP.counter({ period: PERIOD_SECONDS, timestamp: now.getTime() }) + delta;
}

/** The code of the secret at a time: for tests and for people who set up an app by hand. */
export function codeAt(secret: string, now: Date): string {
  return totp(secret, '').generate({ timestamp: now.getTime() });
}

/** A code as typed: spaces and dashes dropped, letters lower-cased. */
const plain = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(plain(code)).digest('hex');
}

/** Ten new recovery codes, each 16 characters (about 79 bits) in groups of four. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    // Rejection sampling keeps every character equally likely.
    while (code.length < RECOVERY_LENGTH)
      for (const byte of randomBytes(32)) {
        if (byte < 256 - (256 % RECOVERY_ALPHABET.length) && code.length < RECOVERY_LENGTH)
          code += RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length];
      }
    return code.replace(/(.{4})(?=.)/g, '$1-');
  });
}

/** Whether `code` is a code of the account's app (each time step once) or one of its unused recovery codes. */
export async function secondFactorMatches(
  store: Store,
  user: UserRow & Pick<UserSecrets, 'totpSecret'>,
  code: string,
  now: Date,
): Promise<'app' | 'recovery' | undefined> {
  if (!user.totpSecret) return undefined;
  const typed = plain(code);
  if (/^\d{6}$/.test(typed)) {
    const step = codeStep(user.totpSecret, typed, now);
    return step !== undefined && (await store.accounts.useTotpStep(user.id, step)) ? 'app' : undefined;
  }
  if (typed.length !== RECOVERY_LENGTH) return undefined;
  return (await store.accounts.useRecoveryCode(user.id, recoveryCodeHash(typed), now)) ? 'recovery' : undefined;
}

/** Whether the operator requires every account to sign in with a second factor (npm run admin -- require-2fa). */
export const REQUIRE_SETTING = 'require-two-factor';

export async function secondFactorRequired(store: Store): Promise<boolean> {
  return (await store.settings.get(REQUIRE_SETTING)) === 'on';
}
