// Mails of a submission, filled from the form's mail templates. Values from visitors never reach a
// header with a line break in it: subjects take them on one line, and addresses come only from
// validated fields or our own mailboxes.
import type { FormDefinition, FormValues, MailHistory, MailTemplate } from '../../shared/forms/definition.ts';
import type { Mailboxes } from '../../shared/build-meta.ts';
import type { LeadHistoryEntry } from '../store/index.ts';

export interface RenderedMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** A rendered mail, and whether it goes to an address the visitor typed (not to one of our mailboxes). */
export interface MailToSend {
  mail: RenderedMail;
  toVisitor: boolean;
}

function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').replace(/\s{2,}/g, ' ').trim();
}

function fill(template: string, values: FormValues, singleLine: boolean): string {
  const filled = template.replace(/\{([A-Za-z]+)\}/g, (_all, field: string) => {
    const value = values[field];
    return value === undefined ? '' : String(value);
  });
  return singleLine ? oneLine(filled).replace(/\s+([,.])/g, '$1').replace(/[,\s]+$/, '') : filled;
}

function address(target: string, values: FormValues, mailboxes: Mailboxes): string | undefined {
  if (target.startsWith('field:')) {
    const value = values[target.slice(6)];
    return typeof value === 'string' && value !== '' ? value : undefined;
  }
  return mailboxes[target as keyof Mailboxes];
}

/** At most this many earlier submissions are named in a mail. */
export const HISTORY_LIMIT = 10;

/** The paragraph naming the person's earlier submissions, in the words of the form's config. */
function historyParagraph(words: MailHistory, history: readonly LeadHistoryEntry[]): string {
  if (history.length === 0) return words.none;
  const lines = history.slice(0, HISTORY_LIMIT).map((entry) =>
    words.item.replace(/\{(type|date)\}/g, (_all, key: string) => (key === 'type' ? typeName(words, entry.type) : entry.createdAt.slice(0, 10))),
  );
  return [words.intro, ...lines].join('\n');
}

function typeName(words: MailHistory, type: string): string {
  return Object.hasOwn(words.types, type) ? words.types[type]! : type;
}

/** Whether any mail of the form names earlier submissions, so the store must be asked for them. */
export function needsHistory(form: FormDefinition): boolean {
  return (form.mails ?? []).some((template) => template.history !== undefined);
}

export function renderMail(form: FormDefinition, template: MailTemplate, values: FormValues, mailboxes: Mailboxes, history: readonly LeadHistoryEntry[] = []): RenderedMail | undefined {
  const to = address(template.to, values, mailboxes);
  if (!to) return undefined;
  const paragraphs = template.paragraphs.map((paragraph) => fill(paragraph, values, false));
  if (template.listFields) {
    const lines = Object.keys(form.schema.properties)
      .filter((field) => values[field] !== undefined && values[field] !== '')
      .map((field) => `${form.schema.properties[field]!.title}: ${String(values[field])}`);
    paragraphs.push(lines.join('\n'));
  }
  if (template.history) paragraphs.push(historyParagraph(template.history, history));
  const replyTo = template.replyTo ? address(template.replyTo, values, mailboxes) : undefined;
  return { to, subject: fill(template.subject, values, true), text: paragraphs.join('\n\n') + '\n', ...(replyTo ? { replyTo } : {}) };
}

export function renderMails(form: FormDefinition, values: FormValues, mailboxes: Mailboxes, history: readonly LeadHistoryEntry[] = []): MailToSend[] {
  return (form.mails ?? []).flatMap((template) => {
    const mail = renderMail(form, template, values, mailboxes, history);
    return mail ? [{ mail, toVisitor: template.to.startsWith('field:') }] : [];
  });
}
