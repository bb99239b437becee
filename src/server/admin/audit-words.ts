// The audit log in words for the audit page: each entry's kind ("Removed an account") and its details
// ("account: nora; roles: editor, leads → editor"; "why: wrong password or code"). The codes stay
// what is stored and what the CLI prints; a code these words do not know yet (a new kind of entry, a
// new reason) is shown as it is.
import { momentInWords, timeZoneId } from '../../shared/zoned-time.ts';
import { adminText, fill } from '../words/text.ts';

const t = adminText.audit;
/** The pages of /admin are in English: the moments of their sentences too. */
const ADMIN_LOCALE = 'en-US';

export function auditActionInWords(action: string): string {
  return (t.actions as Record<string, string>)[action] ?? action;
}

function valueInWords(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? t.none : value.map(valueInWords).join(', ');
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value === null || value === undefined) return t.none;
  return JSON.stringify(value);
}

/** A detail's value: a code the words know ("why: wrong") in words, anything else as valueInWords has it. */
function detailValueInWords(key: string, value: unknown): string {
  const known =
    typeof value === 'string' ? (t.values as Record<string, Record<string, string>>)[key]?.[value] : undefined;
  return known ?? valueInWords(value);
}

/**
 * A publish a schedule ran, as the History says it: "Scheduled by Asha Rao for Monday, March 30, 2026
 * at 9:00 AM (Asia/Dubai); published by the schedule at …", in the zone it was scheduled in; the
 * details left over after it. Undefined for an entry that does not name all of it (written before).
 */
function schedulePublishedInWords(detail: Record<string, unknown>): string | undefined {
  const { by, at, ranAt, zone, ...rest } = detail;
  if (typeof by !== 'string' || typeof at !== 'string' || typeof ranAt !== 'string' || typeof zone !== 'string')
    return undefined;
  const known = timeZoneId(zone);
  const [atMs, ranMs] = [Date.parse(at), Date.parse(ranAt)];
  if (!known || Number.isNaN(atMs) || Number.isNaN(ranMs)) return undefined;
  const moment = (epochMs: number) => `${momentInWords(epochMs, known, ADMIN_LOCALE)} (${known})`;
  const sentence = fill(adminText.schedules.auditNote, { by, time: moment(atMs), ranAt: moment(ranMs) });
  return [sentence, auditDetailsInWords('', rest)].filter(Boolean).join('; ');
}

/** An entry's details, "name: value" joined by semicolons; a roles change as "roles: before → after". */
export function auditDetailsInWords(action: string, detail: Record<string, unknown>): string {
  if (action === 'schedule-published') {
    const sentence = schedulePublishedInWords(detail);
    if (sentence !== undefined) return sentence;
  }
  const { from, to, ...rest } = detail;
  const rolesChange = action === 'roles-changed' && Array.isArray(from) && Array.isArray(to);
  const parts = Object.entries(rolesChange ? rest : detail).map(
    ([key, value]) => `${(t.details as Record<string, string>)[key] ?? key}: ${detailValueInWords(key, value)}`,
  );
  if (rolesChange) parts.push(fill(t.rolesChange, { from: valueInWords(from), to: valueInWords(to) }));
  return parts.join('; ');
}
