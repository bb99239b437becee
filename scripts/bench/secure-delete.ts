/**
 * node scripts/bench/secure-delete.ts [--rows 20000]
 *
 * What SQLite's secure_delete (src/server/store/sqlite/open.ts) costs the store, and what an
 * erasure's TRUNCATE checkpoint takes, on node:sqlite with the store's pragmas (WAL,
 * synchronous=FULL). Each round writes as the server does between erasures: `rows` submissions of
 * about 1 KB committed one by one, each with its outbox row updated once (delivered), then the
 * oldest tenth deleted (retention); with secure_delete off and on, taking turns, three rounds each.
 * Then the erasure of one person's rows in the last database, with its checkpoint. Prints the times
 * and the on/off ratio of each round pair, with the load average (a shared machine: compare ratios).
 */
import { DatabaseSync } from 'node:sqlite';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const rowsArg = process.argv.indexOf('--rows');
const ROWS = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 20_000;
const ROUNDS = 3;

function open(dir: string, secureDelete: boolean): DatabaseSync {
  const db = new DatabaseSync(join(dir, 'bench.sqlite'));
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  db.exec(`PRAGMA secure_delete = ${secureDelete ? 'ON' : 'OFF'}`);
  db.exec('CREATE TABLE submissions (id INTEGER PRIMARY KEY, email TEXT, payload TEXT)');
  db.exec('CREATE INDEX submissions_email ON submissions (email)');
  db.exec('CREATE TABLE outbox (id INTEGER PRIMARY KEY, submission_id INTEGER, status TEXT, payload TEXT)');
  return db;
}

function writes(db: DatabaseSync): { posts: number; retention: number } {
  const started = performance.now();
  const insert = db.prepare('INSERT INTO submissions (email, payload) VALUES (?, ?)');
  const queue = db.prepare("INSERT INTO outbox (submission_id, status, payload) VALUES (?, 'pending', ?)");
  const deliver = db.prepare("UPDATE outbox SET status = 'sent', payload = '{}' WHERE submission_id = ?");
  for (let i = 0; i < ROWS; i++) {
    const email = `person${i}@example.com`;
    const payload = JSON.stringify({ Email: email, Message: 'x'.repeat(900), n: i });
    db.exec('BEGIN IMMEDIATE');
    const { lastInsertRowid } = insert.run(email, payload);
    queue.run(lastInsertRowid, payload);
    db.exec('COMMIT');
    deliver.run(lastInsertRowid);
  }
  const posted = performance.now();
  db.exec('BEGIN IMMEDIATE');
  db.prepare('DELETE FROM outbox WHERE submission_id <= ?').run(ROWS / 10);
  db.prepare('DELETE FROM submissions WHERE id <= ?').run(ROWS / 10);
  db.exec('COMMIT');
  return { posts: posted - started, retention: performance.now() - posted };
}

function erasure(db: DatabaseSync): { deleteMs: number; checkpointMs: number } {
  const started = performance.now();
  db.exec('BEGIN IMMEDIATE');
  const email = `person${ROWS - 5}@example.com`;
  db.prepare('DELETE FROM outbox WHERE submission_id IN (SELECT id FROM submissions WHERE email = ?)').run(email);
  db.prepare('DELETE FROM submissions WHERE email = ?').run(email);
  db.exec('COMMIT');
  const deleted = performance.now();
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  return { deleteMs: deleted - started, checkpointMs: performance.now() - deleted };
}

type Times = ReturnType<typeof writes>;
const results: { off: Times; on: Times }[] = [];
let lastErasure: ReturnType<typeof erasure> | undefined;
for (let round = 0; round < ROUNDS; round++) {
  const times = { off: { posts: 0, retention: 0 }, on: { posts: 0, retention: 0 } };
  // Taking turns, in alternating order, so that both meet the same moments of the machine.
  for (const secure of round % 2 === 0 ? [false, true] : [true, false]) {
    const dir = mkdtempSync(join(tmpdir(), 'secure-delete-'));
    const db = open(dir, secure);
    times[secure ? 'on' : 'off'] = writes(db);
    if (secure) lastErasure = erasure(db);
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
  results.push(times);
  const line = (what: keyof Times) =>
    `${what} off ${times.off[what].toFixed(0)} ms, on ${times.on[what].toFixed(0)} ms (ratio ${(times.on[what] / times.off[what]).toFixed(2)})`;
  console.log(`round ${round + 1}: ${line('posts')}; ${line('retention')} (load ${loadavg()[0]!.toFixed(1)})`);
}
console.log(
  `erasure with secure_delete: delete ${lastErasure!.deleteMs.toFixed(1)} ms, TRUNCATE checkpoint ${lastErasure!.checkpointMs.toFixed(1)} ms`,
);
