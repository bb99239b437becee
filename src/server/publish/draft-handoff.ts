// The hand-off of a draft from an account that may only edit to one that may publish. Drafts belong
// to one account (publishing.ts); this is what a publisher sees of the others': who has a saved
// draft, which files it holds and when it was last saved, what it changes against the live site
// (each file before and after, which the editor tells in words), and its publish, which runs the
// same pipeline and checks as one's own (publishing.publishDraft with the owner named).
import type { Store, UserRow } from '../store/index.ts';
import type { Publishing, Refusal, VersionFileChange } from './publishing.ts';
import { adminText, fill } from '../words/text.ts';
import type { WaitingDraft } from '../../shared/draft-contract.ts';
import type { DraftOwner } from '../../shared/published-version.ts';

const t = adminText.handoff;

export interface DraftHandoff {
  /** Every other account's saved draft, the most recently saved first. */
  waiting(viewer: UserRow): Promise<WaitingDraft[]>;
  /** What the account's draft changes against the live site, file by file; a refusal when there is none to see. */
  changes(viewer: UserRow, accountId: string): Promise<VersionFileChange[] | Refusal>;
  /** Publishes the account's draft as the viewer; its owner is named (by full name) in the answer and the refusal, (by account name) in the git commit and the audit log. */
  publish(viewer: UserRow, accountId: string): Promise<{ id: number; owner: DraftOwner } | Refusal>;
}

const noDraft = (): Refusal => ({ refused: t.noDraft, status: 404, error: 'Not Found' });
const own = (): Refusal => ({ refused: t.ownDraft, status: 400, error: 'Bad Request' });

export function draftHandoff(store: Store, publishing: Publishing): DraftHandoff {
  /** The other account whose draft is asked for, with its files; a refusal when there is none. */
  async function draftOf(viewer: UserRow, accountId: string) {
    if (accountId === viewer.id) return own();
    const owner = await store.accounts.findUserById(accountId);
    const files = owner ? await store.drafts.files(owner.id) : [];
    if (!owner || files.length === 0) return noDraft();
    return { owner, files };
  }

  return {
    async waiting(viewer) {
      // A handful of accounts: one read of each one's draft costs less than a store method for it.
      const accounts = (await store.accounts.listUsers()).filter((account) => account.id !== viewer.id);
      const drafts = await Promise.all(
        accounts.map(async (account) => ({ account, files: await store.drafts.files(account.id) })),
      );
      return drafts
        .filter(({ files }) => files.length > 0)
        .map(({ account, files }) => ({
          accountId: account.id,
          name: account.name,
          fullName: account.fullName,
          files: files.map((file) => file.path),
          savedAt: files.reduce((newest, file) => (file.updatedAt > newest ? file.updatedAt : newest), ''),
        }))
        .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
    },

    async changes(viewer, accountId) {
      const found = await draftOf(viewer, accountId);
      if ('refused' in found) return found;
      const live = await publishing.liveFiles(found.files.map((file) => file.path));
      return found.files.map((file) => {
        const before = live[file.path] ?? null;
        return {
          path: file.path,
          change: before === null ? 'added' : 'changed',
          before,
          after: file.text,
        };
      });
    },

    async publish(viewer, accountId) {
      const found = await draftOf(viewer, accountId);
      if ('refused' in found) return found;
      const outcome = await publishing.publishDraft(viewer, found.owner);
      const { name, fullName } = found.owner;
      return 'refused' in outcome ? outcome : { id: outcome.id, owner: { name, fullName } };
    },
  };
}

/** The sentence a started publish of another's draft answers with: it names the person. */
export const startedFor = (owner: DraftOwner) => fill(t.started, { name: owner.fullName || owner.name });
