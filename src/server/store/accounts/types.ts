/**
 * The accounts of /admin: each with its roles (names; src/server/roles/permissions.ts says what they
 * allow), its sessions, the failed sign-ins counted against it, and its second factor with its
 * recovery codes. Same contract on both engines.
 */

export interface UserRow {
  id: string;
  name: string;
  fullName: string;
  email: string;
  mustChangePassword: boolean;
  createdAt: string;
  passwordChangedAt: string;
  /** Since when the account signs in with a second factor (a TOTP code); null without one. */
  twoFactorSince: string | null;
  /** Its roles' names (src/server/roles/permissions.ts says what each allows), in the order given. */
  roles: string[];
}

/** What only the sign-in and the account's own settings read: never sent anywhere. */
export interface UserSecrets {
  passwordHash: string;
  /** The confirmed TOTP secret (base32). */
  totpSecret: string | null;
  /** A TOTP secret being set up, not confirmed yet. */
  totpPending: string | null;
}

export interface NewUser {
  name: string;
  fullName: string;
  email: string;
  passwordHash: string;
  roles: string[];
}

/**
 * A failed-sign-in counter, under a key: an account from one address ("pair:NAME@HASH"), an address
 * ("address:HASH") or an account from anywhere ("account:NAME"); see src/server/admin/sign-in.ts.
 */
export interface SignInFailureState {
  failures: number;
  /** Until when sign-ins under this key are refused without looking at the password; null when not blocked. */
  blockedUntil: string | null;
}

/** How failures turn into waiting: from `threshold` failures on, `baseMs` doubling per further failure, at most `maxMs`. */
export interface SignInBlockPolicy {
  threshold: number;
  baseMs: number;
  maxMs: number;
  /** A failure this long after the previous one counts as the first again. */
  windowMs: number;
}

export interface AccountStore {
  /** @throws UserExistsError when the name is taken. */
  createUser(user: NewUser, now: Date): Promise<UserRow>;
  findUser(name: string): Promise<(UserRow & UserSecrets) | undefined>;
  findUserById(id: string): Promise<UserRow | undefined>;
  listUsers(): Promise<UserRow[]>;
  countUsers(): Promise<number>;
  /** Gives the account these roles (replacing its own); the account as it is now, undefined when there is none. */
  setRoles(name: string, roles: string[]): Promise<UserRow | undefined>;
  /** Removes the account with its sessions and drafts; false when there is none. */
  removeUser(name: string): Promise<boolean>;
  /** Sets a new password hash; `mustChange` for a one-time password. Signs the account out everywhere but `keepSession`. */
  setPassword(
    userId: string,
    passwordHash: string,
    mustChange: boolean,
    now: Date,
    keepSession?: string,
  ): Promise<void>;

  /** Sessions are stored under the SHA-256 of their id (idHash); `data` is opaque JSON. */
  saveSession(session: {
    idHash: string;
    userId: string;
    createdAt: string;
    expiresAt: string;
    data: string;
  }): Promise<void>;
  /** The session's data, or undefined when there is none or it has expired. */
  loadSession(idHash: string, now: Date): Promise<string | undefined>;
  deleteSession(idHash: string): Promise<void>;
  deleteExpiredSessions(now: Date): Promise<number>;

  signInFailures(keys: string[]): Promise<Record<string, SignInFailureState>>;
  /** Counts one more failure under each key and blocks the keys that reached the policy's threshold. */
  recordSignInFailure(
    keys: string[],
    now: Date,
    policy: SignInBlockPolicy,
  ): Promise<Record<string, SignInFailureState>>;
  clearSignInFailures(keys: string[]): Promise<void>;
  /** Clears every failure counted against the account (from anywhere and from each address); returns how many counters. */
  clearAccountFailures(name: string): Promise<number>;

  /** Starts setting up a second factor: the secret waits for its first code (replacing one waiting before). */
  setPendingTotp(userId: string, secret: string): Promise<void>;
  /** The waiting secret becomes the account's second factor, with fresh recovery codes (their hashes); false when none was waiting. */
  confirmTotp(userId: string, secret: string, recoveryHashes: string[], now: Date): Promise<boolean>;
  /**
   * At start: checks that the TOTP secrets stored can be opened with the key given (TWO_FACTOR_KEY),
   * and seals those stored in clear before the key was set; answers how many it sealed.
   * @throws TwoFactorKeyError (with the operator's sentence) when the key is missing or wrong.
   */
  sealTwoFactorSecrets(): Promise<number>;
  /** Turns the second factor off: secret, waiting secret and recovery codes gone. */
  clearTotp(userId: string): Promise<void>;
  /** Records the time step of an accepted code; false when this step (or a later one) was used already: a code works once. */
  useTotpStep(userId: string, step: number): Promise<boolean>;
  /** Uses up a recovery code by its hash; false when there is no such unused code. */
  useRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean>;
  countRecoveryCodes(userId: string): Promise<number>;
}
