/** Outgoing mail: SMTP when configured, .eml files otherwise. */
export { createMailer } from './mailer.ts';
export { InvalidMailError, assertHeaderSafe, parseRecipient, parseSender } from './validate.ts';
export { isValidAddress } from '../../shared/email.ts';
export type { MailAddress } from './validate.ts';
export { writeEmlFile } from './eml-file.ts';
export type { MailMessage, Mailer, MailerOptions } from './types.ts';
