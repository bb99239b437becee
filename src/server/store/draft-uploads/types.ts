// The pictures uploaded into each account's draft under /admin (issue 30): kept in the database with
// the draft, bounded per account, dropped with it; a publish reads them to write them out.

export interface DraftUpload {
  /** The file's name in public/images/uploads/. */
  name: string;
  /** SHA-256 of the bytes, hex. */
  hash: string;
  mediaType: string;
  width: number;
  height: number;
  bytes: number;
  createdAt: string;
}

export interface DraftUploadData extends DraftUpload {
  data: Uint8Array;
}

export type AddDraftUploadOutcome =
  /** Stored now, or found: the same bytes were in this draft already (under this name or another). */
  | { kind: 'added' | 'existing'; upload: DraftUpload }
  /** It would take the account's uploads over `quotaBytes`: nothing was stored. */
  | { kind: 'over-quota'; usedBytes: number };

export interface DraftUploadStore {
  /** Adds a picture to the account's draft unless its uploads would then exceed `quotaBytes`. */
  add(userId: string, upload: DraftUploadData, quotaBytes: number, now: Date): Promise<AddDraftUploadOutcome>;
  /** The account's draft uploads, oldest first, without their bytes. */
  list(userId: string): Promise<DraftUpload[]>;
  /** One draft upload with its bytes. */
  read(userId: string, name: string): Promise<DraftUploadData | undefined>;
  /** Every draft upload of the account with its bytes (a publish writes them out). */
  readAll(userId: string): Promise<DraftUploadData[]>;
  /** How many bytes the account's draft uploads take. */
  usedBytes(userId: string): Promise<number>;
  /** Removes draft uploads: those named, or all of the account's. */
  drop(userId: string, names?: string[]): Promise<number>;
}
