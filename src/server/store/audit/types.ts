/**
 * The audit log of /admin and the operator's commands: who did what, when, with the details that
 * say to what (never a secret). Append-only; read newest first in pages. Same contract on both engines.
 */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  detail: Record<string, unknown>;
}

export interface AuditLog {
  add(entry: { actor: string; action: string; detail?: Record<string, unknown> }, now: Date): Promise<void>;
  /**
   * Newest last; the newest `limit` entries from `since` (an ISO time or a YYYY-MM-DD day, UTC) on,
   * and older than the entry `before` (an id) when given: the page after one whose oldest was `before`.
   */
  list(filter: { since?: string; before?: number; limit: number }): Promise<AuditEntry[]>;
}
