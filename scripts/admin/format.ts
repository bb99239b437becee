import type { AuditEntry, UserRow } from '../../src/server/store/index.ts';
import { printable, textTable, truncate } from '../submissions/table.ts';

export function formatUsers(users: readonly UserRow[]): string {
  if (users.length === 0) return 'No accounts: /admin is off. Add one with npm run admin -- add-user NAME.\n';
  const body = users.map((user) => [
    printable(user.name),
    printable(user.fullName),
    printable(user.email || '-'),
    user.roles.join(',') || '(none)',
    user.createdAt,
    user.mustChangePassword ? 'one-time (not changed yet)' : `changed ${user.passwordChangedAt}`,
    user.twoFactorSince ? `on since ${user.twoFactorSince.slice(0, 10)}` : 'off',
  ]);
  return `${textTable(['NAME', 'FULL NAME', 'E-MAIL', 'ROLES', 'CREATED', 'PASSWORD', 'SECOND FACTOR'], body).join('\n')}\n${users.length} account${users.length === 1 ? '' : 's'}\n`;
}

/** `key=value` of an entry's details, e.g. `id=4, files=2`. */
function details(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

export function formatAudit(entries: readonly AuditEntry[]): string {
  if (entries.length === 0) return 'The audit log has no entries for this period.\n';
  const body = entries.map((entry) => [
    entry.at,
    printable(entry.actor),
    entry.action,
    truncate(printable(details(entry.detail)), 100),
  ]);
  return `${textTable(['AT', 'WHO', 'ACTION', 'DETAILS'], body).join('\n')}\n`;
}
