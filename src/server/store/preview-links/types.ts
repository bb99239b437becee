/**
 * Preview links (issue 41, "Share a preview"): each opens a draft for someone without an account,
 * until it ends or is revoked. The store keeps only the SHA-256 of a link's token (hex), never the
 * token itself: a copy of the database opens nothing. Same contract on both engines.
 */

/** snapshot: the draft's files as they were when it was shared; follow: the maker's saved draft, as it is now. */
export type PreviewLinkMode = 'snapshot' | 'follow';

/** A file of a shared draft as it was when shared. */
export interface SharedFile {
  path: string;
  text: string;
}

/** The account that made a link: by id (whose draft a following link shows) and by its names then. */
export interface PreviewLinkMaker {
  id: string;
  name: string;
  fullName: string;
}

export interface PreviewLinkRow {
  /** A random id (not the token): what the list shows and a revocation names. */
  id: string;
  mode: PreviewLinkMode;
  createdBy: PreviewLinkMaker;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** When it stops opening anything (ISO 8601, UTC). */
  expiresAt: string;
  revokedAt: string | null;
  /** Who revoked it (an account name). */
  revokedBy: string | null;
  /** The paths of the files a snapshot pinned (none for a following link). */
  paths: string[];
}

export interface NewPreviewLink {
  id: string;
  /** SHA-256 of the token, hex. */
  tokenHash: string;
  mode: PreviewLinkMode;
  createdBy: PreviewLinkMaker;
  expiresAt: Date;
  /** The draft's files for a snapshot; none for a following link. */
  files: SharedFile[];
}

/** A link that opens now, with the files it pinned. */
export interface OpenPreviewLink {
  row: PreviewLinkRow;
  files: SharedFile[];
}

export interface PreviewLinkStore {
  /**
   * Keeps a new link, unless its maker has `limit` links live at `now` already (counted in the same
   * transaction, so two at once cannot both take the last place).
   * @throws TooManyPreviewLinksError
   */
  add(link: NewPreviewLink, now: Date, limit: number): Promise<void>;
  get(id: string): Promise<PreviewLinkRow | undefined>;
  /** The link whose token hashes to `tokenHash`, when it is neither revoked nor ended at `now`. */
  open(tokenHash: string, now: Date): Promise<OpenPreviewLink | undefined>;
  /** The links live at `now`, of one maker (by account id) or of all (undefined), soonest end first. */
  live(now: Date, makerId?: string): Promise<PreviewLinkRow[]>;
  countLive(makerId: string, now: Date): Promise<number>;
  /** Revokes a link that is live at `now`; false when it is not (unknown, ended, revoked already). */
  revoke(id: string, by: string, now: Date): Promise<boolean>;
}
