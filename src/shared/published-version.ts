/**
 * A version published from /admin as the publishing API answers it (the history, the status of a
 * publish): the shape the server's store keeps (src/server/store/publishes/types.ts) and the editor
 * reads (src/editor/state/publishing.ts).
 */

/** baseline: the config as it was before the first publish from /admin, recorded so it can be published again. */
export type PublishKind = 'baseline' | 'publish' | 'rollback';
export type PublishStatus = 'building' | 'published' | 'failed';
export type FileChange = 'added' | 'changed' | 'removed';

export interface PublishedVersion {
  id: number;
  kind: PublishKind;
  status: PublishStatus;
  userName: string;
  startedAt: string;
  finishedAt: string | null;
  step: string;
  percent: number;
  /** Why a publish failed (the build's own words), or a note on one that went live (e.g. no git commit). */
  message: string | null;
  rollbackOf: number | null;
  files: { path: string; change: FileChange }[];
  /** Whether the version keeps a diff of its changes (a failed one drops it after a day). */
  hasDiff: boolean;
  /** A unified diff of the JSON text of the files changed: only in the answer about one version (the history list leaves it out). */
  diff?: string;
  gitCommit: string | null;
  /** Who asked to stop this publish while it ran, if anyone did. */
  cancelledBy: string | null;
  /** Whose draft went live, when a publisher published another account's: its account name and full name then. */
  draftOf: DraftOwner | null;
}

export interface DraftOwner {
  name: string;
  fullName: string;
}
