// A form's mail as the outbox keeps it, and the message it becomes when it goes out. The mail is
// rendered when the post comes in (forms/mail-render.ts), all but the paragraph that names the
// person's earlier submissions: that paragraph is written here, at delivery, from the store. A
// post then costs no read of the person's history on its way to its answer (measured with
// `npm run bench:store`, see docs/performance.md), and the outbox, which gives way to posts while
// they come in, does the read later. Rows without `history` go out as they are.
import type { MailHistory } from '../../shared/forms/definition.ts';
import type { LeadHistoryEntry } from '../store/index.ts';
import type { MailMessage } from './types.ts';

export interface OutboxMail extends MailMessage {
  /** The words of the history paragraph, from the form's config; the paragraph goes last, after `text`. */
  history?: MailHistory;
  /** The id of the request that queued the mail: the outbox's log lines name it. Never sent. */
  requestId?: string;
}

/** At most this many earlier submissions are named in a mail. */
export const HISTORY_LIMIT = 10;

/**
 * The message to send for an outbox row's payload; `earlier` (the person's earlier submissions,
 * newest first) is asked only when the mail names them. @throws Error naming what is wrong with the payload.
 */
export async function outgoingMessage(
  payload: unknown,
  earlier: () => Promise<LeadHistoryEntry[]>,
): Promise<MailMessage> {
  if (!isOutboxMail(payload)) throw new Error('mail payload must be { to, subject, text, replyTo?, history? }');
  const { to, subject, text, replyTo, history } = payload;
  const message = { to, subject, text, ...(replyTo === undefined ? {} : { replyTo }) };
  if (history === undefined) return message;
  // `text` ends its last paragraph with a line break; the history paragraph follows a blank line.
  return { ...message, text: `${text === '\n' ? '' : `${text}\n`}${historyParagraph(history, await earlier())}\n` };
}

function historyParagraph(words: MailHistory, history: readonly LeadHistoryEntry[]): string {
  if (history.length === 0) return words.none;
  const lines = history
    .slice(0, HISTORY_LIMIT)
    .map((entry) =>
      words.item.replace(/\{(type|date)\}/g, (_all, key: string) =>
        key === 'type' ? typeName(words, entry.type) : entry.createdAt.slice(0, 10),
      ),
    );
  return [words.intro, ...lines].join('\n');
}

function typeName(words: MailHistory, type: string): string {
  return Object.hasOwn(words.types, type) ? words.types[type]! : type;
}

function isOutboxMail(value: unknown): value is OutboxMail {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  const isText = (field: unknown) => typeof field === 'string';
  return (
    isText(m.to) &&
    isText(m.subject) &&
    isText(m.text) &&
    (m.replyTo === undefined || isText(m.replyTo)) &&
    (m.history === undefined || isMailHistory(m.history))
  );
}

function isMailHistory(value: unknown): value is MailHistory {
  if (typeof value !== 'object' || value === null) return false;
  const h = value as Record<string, unknown>;
  return (
    typeof h.intro === 'string' &&
    typeof h.item === 'string' &&
    typeof h.none === 'string' &&
    typeof h.types === 'object' &&
    h.types !== null
  );
}
