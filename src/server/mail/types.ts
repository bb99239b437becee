/** A plain-text notification. Addresses are bare (`name@example.com`), never display-name forms. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface MailerOptions {
  /** e.g. smtps://user:pass@smtp.example.com:465; unset: messages are written as .eml files instead. */
  smtpUrl?: string;
  /** Root data directory; the file transport writes to `${dataDir}/mail/`. */
  dataDir: string;
  /** Sender: `noreply@example.com` or `Cortracker <noreply@example.com>`. */
  from: string;
}

/**
 * A stable identity of one message across attempts (the outbox gives `<submission id>.<row id>`):
 * it becomes the Message-ID, and the .eml file name of the file transport, so a message sent again
 * after a crash overwrites its file and can be recognised as the same message by a receiver.
 */
export type DeliveryKey = string;

export interface Mailer {
  /** Resolves once the message is accepted by the SMTP server or durably written to disk. */
  send(message: MailMessage, deliveryKey?: DeliveryKey): Promise<void>;
  /** Closes pooled SMTP connections; a no-op for the file transport. */
  close(): Promise<void>;
}
