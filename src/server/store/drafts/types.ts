/**
 * Each account's draft under /admin: the config files it edited, each with the hash of the live file
 * it started from, until they are published or thrown away. (The pictures uploaded into a draft are a
 * part of their own: draft-uploads/.) Same contract on both engines.
 */
export interface DraftFile {
  path: string;
  text: string;
  /** The hash of the live file this edit started from; null for a file the draft creates. */
  baseHash: string | null;
  updatedAt: string;
}

export interface DraftStore {
  /** The account's draft files, by path. */
  files(userId: string): Promise<DraftFile[]>;
  /**
   * Saves files into the account's draft, all or none; a file saved again keeps its first base, unless
   * `rebased` (its draft was brought up to date with a publish: the base is the live file merged with).
   */
  save(
    userId: string,
    files: { path: string; text: string; baseHash: string | null }[],
    now: Date,
    rebased?: boolean,
  ): Promise<void>;
  /** Drops draft files: all of them, or only those whose text is still the one given (a later save survives). */
  drop(userId: string, only?: { path: string; text: string }[]): Promise<void>;
}
