// "Share a preview": an account that may edit makes a link that shows its draft, as it would go live,
// to someone without an account. The link's token is 32 random bytes (base64url); the store keeps
// only its SHA-256, so the address is told once, when the link is made. A link shows either the
// draft's files as they were when it was shared (a snapshot), or the maker's saved draft as it is
// when the link is opened (it follows the draft); both laid over the live config, as a publish would.
// It lasts the days chosen (1 to 30, 7 by default) and opens nothing once it ended or was revoked.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hasPermission } from '../../roles/permissions.ts';
import { TooManyPreviewLinksError, type PreviewLinkRow, type Store, type UserRow } from '../../store/index.ts';
import { adminText, fill } from '../../words/text.ts';
import {
  PREVIEW_PREFIX,
  PREVIEW_TOKEN,
  type PreviewLinkView,
  type PreviewLinksAnswer,
  type SharedLinkAnswer,
} from '../../../shared/preview-link-contract.ts';
import { ConfigDirectory } from '../../editor/config-dir.ts';
import type { Refusal } from '../publishing.ts';

const t = adminText.previewLinks;

const DAY_MS = 24 * 60 * 60_000;
/** Links one account may have live at once. */
export const LIVE_LIMIT = 20;

export interface SharingOptions {
  store: Store;
  /** The live config (CONFIG_DIR), which a draft is laid over. */
  configDir: string;
  clock: () => Date;
  /** Links one account may have live (LIVE_LIMIT by default). */
  liveLimit?: number;
}

/** A draft a live link opens: every config file as it would go live, and whose draft it is. */
export interface SharedDraft {
  files: Record<string, string>;
  /** The maker's account id: the pictures uploaded into their draft are shown from it. */
  makerId: string;
}

export interface Sharing {
  /** A new link to the saved draft of `maker`, for `days` days; `follow`: it shows the draft as it is when opened. */
  share(maker: UserRow, days: number, follow: boolean): Promise<SharedLinkAnswer | Refusal>;
  /** The live links of `viewer` (an admin's: everyone's). */
  list(viewer: UserRow): Promise<PreviewLinksAnswer>;
  /** Revokes a live link, for its maker or an admin. */
  revoke(viewer: UserRow, id: string): Promise<PreviewLinkView | Refusal>;
  /** The draft a token opens now; undefined for a token of the wrong shape, unknown, revoked or ended. */
  open(token: string): Promise<SharedDraft | undefined>;
  /** Whose draft a token opens now (its maker's account id), without reading the draft; undefined as for open. */
  makerOf(token: string): Promise<string | undefined>;
}

const REASONS = { 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' } as const;
const refusal = (status: keyof typeof REASONS, refused: string): Refusal => ({
  status,
  error: REASONS[status],
  refused,
});

/** The hash the store keeps of a token (hex SHA-256). */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export function linkView(row: PreviewLinkRow): PreviewLinkView {
  return {
    id: row.id,
    mode: row.mode,
    by: { name: row.createdBy.name, fullName: row.createdBy.fullName },
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    files: row.paths,
  };
}

export function createSharing({ store, configDir, clock, liveLimit = LIVE_LIMIT }: SharingOptions): Sharing {
  const live = new ConfigDirectory(configDir);
  /** The live link of a token; a token of another shape was never made: no lookup for it. */
  const openLink = async (token: string) =>
    PREVIEW_TOKEN.test(token) ? store.previewLinks.open(tokenHash(token), clock()) : undefined;

  return {
    async share(maker, days, follow) {
      const now = clock();
      const draft = await store.drafts.files(maker.id);
      if (!follow && draft.length === 0) return refusal(409, t.nothingToShare);
      const token = randomBytes(32).toString('base64url');
      const id = randomUUID();
      const expiresAt = new Date(now.getTime() + days * DAY_MS);
      try {
        await store.previewLinks.add(
          {
            id,
            tokenHash: tokenHash(token),
            mode: follow ? 'follow' : 'snapshot',
            createdBy: { id: maker.id, name: maker.name, fullName: maker.fullName },
            expiresAt,
            files: draft.map((file) => ({ path: file.path, text: file.text })),
          },
          now,
          liveLimit,
        );
      } catch (error) {
        if (error instanceof TooManyPreviewLinksError) return refusal(409, fill(t.tooMany, { limit: error.limit }));
        throw error;
      }
      const row = (await store.previewLinks.get(id))!;
      return {
        id,
        url: `${PREVIEW_PREFIX}${token}/`,
        link: linkView(row),
        message: t.shared,
      };
    },

    async list(viewer) {
      const now = clock();
      const rows = await store.previewLinks.live(now, hasPermission(viewer, 'admin') ? undefined : viewer.id);
      return { links: rows.map(linkView), now: now.toISOString() };
    },

    async revoke(viewer, id) {
      const row = await store.previewLinks.get(id);
      const shown = id.slice(0, 40);
      if (!row) return refusal(404, fill(t.noSuch, { id: shown }));
      if (row.createdBy.id !== viewer.id && !hasPermission(viewer, 'admin'))
        return refusal(403, fill(t.notYours, { name: row.createdBy.name }));
      if (!(await store.previewLinks.revoke(id, viewer.name, clock())))
        return refusal(409, fill(t.notLive, { id: shown }));
      return linkView((await store.previewLinks.get(id))!);
    },

    async makerOf(token) {
      return (await openLink(token))?.row.createdBy.id;
    },

    async open(token) {
      const link = await openLink(token);
      if (!link) return undefined;
      const draft = link.row.mode === 'follow' ? await store.drafts.files(link.row.createdBy.id) : link.files;
      // Read a few files at a time, as the editor's requests read them: a large site never holds the event loop.
      const files: Record<string, string> = {};
      for (const [path, state] of await live.readAllAsync()) files[path] = state.text;
      for (const file of draft) files[file.path] = file.text;
      return { files, makerId: link.row.createdBy.id };
    },
  };
}
