/**
 * The preview links ("Share a preview", issue 41) as their calls answer them
 * (src/server/admin/preview-link-routes.ts), the editor reads them (src/editor/state/preview-links.ts)
 * and a shared preview loads its draft (src/server/site/shared-preview.ts, src/editor/preview/).
 */
import type { DraftOwner } from './published-version.ts';

/** How long a link lasts, in days: chosen from 1 to 30, 7 unless chosen. */
export const PREVIEW_DAYS = { min: 1, max: 30, default: 7 } as const;

/** Where the shared previews are served: /preview/<token>/… */
export const PREVIEW_PREFIX = '/preview/';

/** A token as made: 32 random bytes in base64url (256 bits), 43 characters. */
export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** snapshot: the draft as it was when shared; follow: the maker's saved draft as it is now. */
export type PreviewLinkMode = 'snapshot' | 'follow';

export interface PreviewLinkView {
  id: string;
  mode: PreviewLinkMode;
  by: DraftOwner;
  createdAt: string;
  /** When it stops opening anything, ISO 8601 in UTC. */
  expiresAt: string;
  /** The files of the draft a snapshot shows (none for a link that follows the draft). */
  files: string[];
}

/** The answer of POST /admin/api/preview-links: the url is told once, here; only its hash is kept. */
export interface SharedLinkAnswer {
  id: string;
  url: string;
  link: PreviewLinkView;
  message: string;
}

export interface PreviewLinksAnswer {
  /** The caller's live links (an admin's: everyone's), soonest end first. */
  links: PreviewLinkView[];
  /** The server's time. */
  now: string;
}

/** What a shared preview loads: every config file of the draft, as text, by path. */
export interface SharedDraftAnswer {
  files: Record<string, string>;
}
