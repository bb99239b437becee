// An erased person leaves no bytes in the embedded database: not in the file's free space, not in
// its write-ahead log. A byte search of the files, on the store as the server opens it (its own
// thread, the checkpoint thread).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openStore, type Store } from '../store/index.ts';
import { erasePerson } from './erase-person.ts';

const PERSON = 'zelda.erasable@example.org';
const OTHER = 'kept.person@example.org';

let dataDir: string;
let store: Store | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (email: string, n: number) => ({
  type: 'demo',
  // A long message: some rows spill onto overflow pages, which an erasure frees whole.
  payload: { FirstName: 'Zelda', Email: email, Message: `${'a long message '.repeat(n % 3 === 0 ? 400 : 20)}${n}` },
  meta: {},
  // The person's source (issue 43): erased with them, to the byte.
  source: { page: '/demo', utmCampaign: `campaign of ${email}` },
  leadEmail: email,
  outbox: [{ kind: 'mail' as const, payload: { to: email, subject: 'Thanks', text: `Hello ${email}` } }],
});

/** How often `text` is in each of the database's files. */
function occurrences(text: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of [DATABASE_FILE, `${DATABASE_FILE}-wal`]) {
    const file = join(dataDir, name);
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    let count = 0;
    for (let at = bytes.indexOf(text); at !== -1; at = bytes.indexOf(text, at + 1)) count++;
    counts[name] = count;
  }
  return counts;
}
const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);

describe('erasing a person on SQLite', () => {
  it('leaves no byte of their address in the database file or its log; others stay', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'erase-person-'));
    store = await openStore({ dataDir });
    for (let n = 0; n < 120; n++) await store.submissions.insertSubmission(post(`someone${n}@example.com`, n));
    for (let n = 0; n < 4; n++) await store.submissions.insertSubmission(post(PERSON, n));
    await store.submissions.insertSubmission(post(OTHER, 1));
    for (let n = 120; n < 200; n++) await store.submissions.insertSubmission(post(`someone${n}@example.com`, n));
    expect(total(occurrences(PERSON))).toBeGreaterThan(0);
    expect(total(occurrences(`campaign of ${PERSON}`))).toBeGreaterThan(0);

    const summary = await erasePerson(store.submissions, dataDir, PERSON);
    expect(summary).toMatchObject({ submissions: 4, outboxRows: 4, filesOverwritten: true });
    expect(occurrences(PERSON)).toEqual(Object.fromEntries(Object.keys(occurrences(PERSON)).map((name) => [name, 0])));
    expect(total(occurrences(`campaign of ${PERSON}`))).toBe(0);
    expect(total(occurrences(OTHER))).toBeGreaterThan(0);
    // And after the server stops (the log folded into the file).
    await store.close();
    store = undefined;
    expect(total(occurrences(PERSON))).toBe(0);
  });
});
