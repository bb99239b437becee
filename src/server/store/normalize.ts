import { hash } from 'node:crypto';

/** E-mail identity for duplicate detection: trimmed and lower-cased (domains are case-insensitive, and in practice so are mailboxes). */
export function normalizeEmail(email: string): string | null {
  const value = email.trim().toLowerCase();
  return value === '' ? null : value;
}

/** Mobile identity for duplicate detection: digits only, so formatting and the leading + do not matter. */
export function normalizeMobile(mobile: string): string | null {
  const digits = mobile.replace(/\D/g, '');
  // An empty value must become NULL: '' would make every mobile-less registration collide.
  return digits === '' ? null : digits;
}

/**
 * Salted SHA-256 of a trimmed, lower-cased text: a pseudonym for a value that identifies a person.
 * The store keeps client addresses (meta.ipHash), the addresses a mail limited to one per recipient
 * went to (recipient_mail) and the keys of the rate limits' counters (client addresses) only as
 * such; /admin keys failed sign-ins by it. Enough to recognise the same value again, without
 * storing it in clear; the salt must stay out of the database dump for this to mean anything.
 * Each use prefixes its own kind ("recipient:", "rate:") so pseudonyms of two kinds never match.
 */
export function saltedHash(value: string, salt: string): string {
  // One-shot hashing: a third of the time of createHash().update().digest(), and it runs up to
  // three times per post (the rate limit's key, the stored ipHash, the visitor mail's recipient).
  return hash('sha256', `${salt}\0${value.trim().toLowerCase()}`, 'hex');
}
