/** Outgoing mail: SMTP when configured, .eml files otherwise. */
export { createMailer, messageIdFor } from './mailer.ts';
export { InvalidMailError, assertHeaderSafe, parseRecipient, parseSender } from './validate.ts';
export { isValidAddress } from '../../shared/email.ts';
export type { MailAddress } from './validate.ts';
export { emlFileName, mailDirectory, writeEmlFile } from './eml-file.ts';
export type { DeliveryKey, MailMessage, Mailer, MailerOptions } from './types.ts';
