/**
 * The settings every instance shares, kept in the database: a few named values set at run time (e.g.
 * whether /admin requires a second factor) and the secrets made on first use that every instance
 * must agree on (the session cookie's key, the sign-in addresses' salt). Same contract on both engines.
 */
export interface SettingsStore {
  /** A setting's value; undefined when unset. */
  get(name: string): Promise<string | undefined>;
  /** Sets a setting, or removes it with null. */
  put(name: string, value: string | null): Promise<void>;
  /** A random secret kept under `name`, made on first use: the same for every instance. */
  sharedSecret(name: string): Promise<string>;
}
