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
 * Salted SHA-256 of an IP address: enough to correlate abuse from one address, without storing
 * personal data in clear. The salt must stay out of the database dump for this to mean anything.
 */
export function hashIp(ip: string, salt: string): string {
  // One-shot hashing: a third of the time of createHash().update().digest(), and it runs up to
  // three times per post (the rate limit's key, the stored ipHash, the visitor mail's recipient).
  return hash('sha256', `${salt}\0${ip.trim().toLowerCase()}`, 'hex');
}
