/**
 * What the drafts' calls of /admin answer, as the server writes it and the editor reads it: a file
 * someone published over ("Update my draft": src/server/publish/draft-behind.ts, src/editor/state/
 * draft-update.ts) and another account's saved draft waiting for a publisher (src/server/publish/
 * draft-handoff.ts, src/editor/state/drafts-waiting.ts).
 */

export interface BehindFile {
  path: string;
  /** The file the draft (or the editor) began from; null when it began without one, or when it was not found. */
  base: string | null;
  /** Whether the base is known: false means the editor can only set the two versions side by side. */
  baseFound: boolean;
  /** The live file now, and its hash (the new base); null when it was removed. */
  theirs: string | null;
  theirsHash: string | null;
  /** The saved draft's file; null when only the editor's unsaved work changed it. */
  mine: string | null;
}

export interface WaitingDraft {
  /** The owner's account id: what the calls about this draft send back (never its name in a URL). */
  accountId: string;
  name: string;
  fullName: string;
  /** The draft's files, by path. */
  files: string[];
  /** When the newest of its files was saved. */
  savedAt: string;
}
