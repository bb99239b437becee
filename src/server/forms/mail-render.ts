// Mails of a submission, filled from the form's mail templates. Values from visitors never reach a
// header with a line break in it: subjects take them on one line, and addresses come only from
// validated fields or our own mailboxes.
import type { FormDefinition, FormValues, MailTemplate } from '../../shared/forms/definition.ts';
import type { Mailboxes } from '../../shared/build-meta.ts';
import type { OutboxMail } from '../mail/outbox-mail.ts';

/** A rendered mail, and whether it goes to an address the visitor typed (not to one of our mailboxes). */
export interface MailToSend {
  /** Ready for the outbox; a template's history paragraph is written at delivery (outbox-mail.ts). */
  mail: OutboxMail;
  toVisitor: boolean;
}

function oneLine(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function fill(template: string, values: FormValues, singleLine: boolean): string {
  const filled = template.replace(/\{([A-Za-z]+)\}/g, (_all, field: string) => {
    const value = values[field];
    return value === undefined ? '' : String(value);
  });
  return singleLine
    ? oneLine(filled)
        .replace(/\s+([,.])/g, '$1')
        .replace(/[,\s]+$/, '')
    : filled;
}

function address(target: string, values: FormValues, mailboxes: Mailboxes): string | undefined {
  if (target.startsWith('field:')) {
    const value = values[target.slice(6)];
    return typeof value === 'string' && value !== '' ? value : undefined;
  }
  return mailboxes[target as keyof Mailboxes];
}

export function renderMail(
  form: FormDefinition,
  template: MailTemplate,
  values: FormValues,
  mailboxes: Mailboxes,
): OutboxMail | undefined {
  const to = address(template.to, values, mailboxes);
  if (!to) return undefined;
  const paragraphs = template.paragraphs.map((paragraph) => fill(paragraph, values, false));
  if (template.listFields) {
    const lines = Object.keys(form.schema.properties)
      .filter((field) => values[field] !== undefined && values[field] !== '')
      .map((field) => `${form.schema.properties[field]!.title}: ${String(values[field])}`);
    paragraphs.push(lines.join('\n'));
  }
  const replyTo = template.replyTo ? address(template.replyTo, values, mailboxes) : undefined;
  return {
    to,
    subject: fill(template.subject, values, true),
    text: paragraphs.join('\n\n') + '\n',
    ...(replyTo ? { replyTo } : {}),
    ...(template.history ? { history: template.history } : {}),
  };
}

export function renderMails(form: FormDefinition, values: FormValues, mailboxes: Mailboxes): MailToSend[] {
  return (form.mails ?? []).flatMap((template) => {
    const mail = renderMail(form, template, values, mailboxes);
    return mail ? [{ mail, toVisitor: template.to.startsWith('field:') }] : [];
  });
}
