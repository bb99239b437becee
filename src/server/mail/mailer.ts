import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import { mailDirectory, writeEmlFile } from './eml-file.ts';
import type { DeliveryKey, MailMessage, Mailer, MailerOptions } from './types.ts';
import { InvalidMailError, assertHeaderSafe, parseRecipient, parseSender, type MailAddress } from './validate.ts';

/**
 * Shared by both transports: our messages are plain text and never attach anything, so
 * nodemailer is told to refuse file paths and URLs as content outright.
 */
const CONTENT_POLICY = { disableFileAccess: true, disableUrlAccess: true } as const;

/**
 * Creates the mailer: SMTP when `smtpUrl` is set, otherwise .eml files under `${dataDir}/mail/`
 * so a fresh checkout works with no mail server and the operator can still read every message.
 * Throws InvalidMailError at startup when `from` is not a valid address.
 */
export function createMailer(options: MailerOptions): Mailer {
  const from = parseSender(options.from);
  return options.smtpUrl ? smtpMailer(options.smtpUrl, from) : fileMailer(mailDirectory(options.dataDir), from);
}

function smtpMailer(smtpUrl: string, from: MailAddress): Mailer {
  if (!/^smtps?:\/\//i.test(smtpUrl)) throw new InvalidMailError('SMTP_URL must start with smtp:// or smtps://');
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A small pool reuses connections across a burst of outbox rows.
    pool: true,
    maxConnections: 2,
    // nodemailer's defaults (2 min connect, 10 min idle socket) would hold an outbox lease for
    // ages during an outage; fail fast and let the outbox's backoff do the waiting instead.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...CONTENT_POLICY,
  });
  return {
    async send(message, deliveryKey) {
      await transport.sendMail(compose(from, message, deliveryKey));
    },
    async close() {
      transport.close();
    },
  };
}

function fileMailer(dir: string, from: MailAddress): Mailer {
  // streamTransport renders the exact RFC 5322 bytes an SMTP server would receive.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    ...CONTENT_POLICY,
  });
  return {
    async send(message, deliveryKey) {
      const info = await transport.sendMail(compose(from, message, deliveryKey));
      if (!Buffer.isBuffer(info.message)) throw new Error('streamTransport did not return a buffer');
      await writeEmlFile(dir, info.message, deliveryKey);
    },
    async close() {},
  };
}

/** `<key@sender's domain>`: unique as long as the key is, and the same on every attempt. */
export function messageIdFor(deliveryKey: DeliveryKey, from: MailAddress): string {
  if (!DELIVERY_KEY.test(deliveryKey))
    throw new InvalidMailError('delivery key must be letters, digits, dots and dashes');
  return `<${deliveryKey}@${from.address.slice(from.address.lastIndexOf('@') + 1)}>`;
}

/** Safe as a Message-ID's left part and as a file name. */
const DELIVERY_KEY = /^[A-Za-z0-9][A-Za-z0-9.-]{0,127}$/;

/** Validates every header value and builds nodemailer's input with pre-parsed addresses. */
function compose(from: MailAddress, message: MailMessage, deliveryKey?: DeliveryKey): SendMailOptions {
  const to = parseRecipient('to', message.to);
  assertHeaderSafe('subject', message.subject);
  const replyTo = message.replyTo === undefined ? undefined : parseRecipient('replyTo', message.replyTo);
  if (typeof message.text !== 'string') throw new InvalidMailError('text must be a string');
  return {
    from,
    to,
    subject: message.subject,
    text: message.text,
    ...(replyTo ? { replyTo } : {}),
    ...(deliveryKey === undefined ? {} : { messageId: messageIdFor(deliveryKey, from) }),
  };
}
