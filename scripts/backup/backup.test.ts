// npm run backup and npm run restore on real stores: a consistent copy while writes go on, a restore
// that brings an older release's backup up to date, and every bad input answered with a sentence
// that says what to do, leaving nothing behind. (The drill against a real server under a stream of
// posts is tests/e2e/backup-restore.spec.ts.)
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import * as tar from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findPostgresBin } from '../../tests/support/postgres-cluster.ts';
import { enginesUnderTest } from '../../tests/support/store-engines.ts';
import { DATABASE_FILE, migrationNames, openStore, type Store } from '../../src/server/store/index.ts';
import { MANIFEST, type Manifest } from './archive.ts';
import { OperatorError } from './files.ts';
import { makeBackup } from './make-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const root = resolve(import.meta.dirname, '../..');
/** A backup of a database written by the store's first release, before the numbered migrations. */
const FIRST_RELEASE_BACKUP = join(import.meta.dirname, 'fixtures', 'first-release.tar.gz');

let dir: string;
let dataDir: string;
const stores: Store[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
  dataDir = join(dir, 'data');
});

afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function open(options: { dataDir: string; databaseUrl?: string; pseudonymSalt?: string }): Promise<Store> {
  const store = await openStore(options);
  stores.push(store);
  return store;
}

const mail = (to: string) => ({ kind: 'mail' as const, payload: { to, subject: 'New demo', text: 'Hello' } });

async function post(store: Store, n: number) {
  const email = `person.${n}@example.com`;
  return store.submissions.insertSubmission({
    type: 'demo',
    payload: { Email: email, n },
    ip: '203.0.113.9',
    leadEmail: email,
    outbox: [mail('sales@example.com'), mail(email)],
  });
}

/** What a restored data directory holds, read as the operator's commands read it. */
async function restoredRows(at: string) {
  const store = await open({ dataDir: at });
  const submissions = await store.submissions.listSubmissions({});
  const outbox = new Map<string, number>();
  for (const row of submissions) {
    const email = (row.payload as { Email?: string }).Email;
    const timeline = email ? await store.submissions.leadTimeline(email) : null;
    outbox.set(row.id, timeline?.submissions.find((s) => s.id === row.id)?.outbox.length ?? 0);
  }
  return { store, submissions, outbox };
}

/** A function that must refuse: the OperatorError's sentence. */
async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OperatorError);
  return (error as Error).message;
}

const backup = (out: string, extra: Partial<Parameters<typeof makeBackup>[0]> = {}) =>
  makeBackup({ out, withMail: false, dataDir, databaseUrl: undefined, ...extra });
const restore = (file: string, into: string, databaseUrl?: string) =>
  restoreBackup({ file, dataDir: into, databaseUrl });

describe('backup and restore of SQLite', () => {
  it('copies a consistent database while posts keep coming, and a restore gives back every post stored before it began', async () => {
    const store = await open({ dataDir });
    const acknowledged: string[] = [];
    for (let n = 0; n < 20; n++) acknowledged.push((await post(store, n)).id);
    const before = [...acknowledged];
    let writing = true;
    let n = 20;
    const stream = (async () => {
      while (writing) acknowledged.push((await post(store, n++)).id);
    })();
    const report = await backup(join(dir, 'backup.tar.gz'));
    writing = false;
    await stream;

    expect(report.manifest.migrations).toEqual([...migrationNames]);
    expect(report.manifest.tables.submissions).toBeGreaterThanOrEqual(before.length);
    expect(report.bytes).toBe(statSync(join(dir, 'backup.tar.gz')).size);
    // Only the backup is left beside it: the work folder is gone.
    expect(readdirSync(dir).sort()).toEqual(['backup.tar.gz', 'data']);

    const into = join(dir, 'restored');
    await restore(join(dir, 'backup.tar.gz'), into);
    const { submissions, outbox } = await restoredRows(into);
    const ids = submissions.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining(before));
    // Nothing that was not stored, nothing half-stored: each submission has both of its mails.
    expect(acknowledged).toEqual(expect.arrayContaining(ids));
    expect([...outbox.values()].every((count) => count === 2)).toBe(true);
    expect(submissions).toHaveLength(report.manifest.tables.submissions!);
  });

  it('keeps the IP-hash salt with the data, so hashes made before and after the restore agree', async () => {
    const store = await open({ dataDir });
    await post(store, 1);
    await backup(join(dir, 'b.tar.gz'));
    const into = join(dir, 'restored');
    await restore(join(dir, 'b.tar.gz'), into);
    expect(readFileSync(join(into, 'ip-hash-salt'), 'utf8')).toBe(readFileSync(join(dataDir, 'ip-hash-salt'), 'utf8'));
    const restored = await open({ dataDir: into });
    await post(restored, 2);
    const hashes = (await restored.submissions.listSubmissions({})).map(
      (row) => (row.meta as { ipHash: string }).ipHash,
    );
    expect(hashes[0]).toBe(hashes[1]);
  });

  it('takes the mail files with --with-mail only, never a half-written one', async () => {
    await (await open({ dataDir })).close();
    mkdirSync(join(dataDir, 'mail'));
    writeFileSync(join(dataDir, 'mail', 'a1b2.1.eml'), 'Subject: one\r\n\r\nHello');
    writeFileSync(join(dataDir, 'mail', '.a1b2.2.eml.5f0c.tmp'), 'half a mess');
    const without = await backup(join(dir, 'without.tar.gz'));
    expect(without.manifest.files.map((file) => file.path)).not.toContain('mail/a1b2.1.eml');
    const withMail = await backup(join(dir, 'with.tar.gz'), { withMail: true });
    expect(withMail.mailFiles).toBe(1);
    const into = join(dir, 'restored');
    await restore(join(dir, 'with.tar.gz'), into);
    expect(readdirSync(join(into, 'mail'))).toEqual(['a1b2.1.eml']);
    expect(readFileSync(join(into, 'mail', 'a1b2.1.eml'), 'utf8')).toBe('Subject: one\r\n\r\nHello');
    expect(statSync(join(into, 'mail', 'a1b2.1.eml')).mode & 0o777).toBe(0o600);
  });

  it('keeps everything inside the archive private: tar -x by hand makes no copy others can read', async () => {
    const store = await open({ dataDir });
    await post(store, 1);
    mkdirSync(join(dataDir, 'mail'));
    writeFileSync(join(dataDir, 'mail', 'a1b2.1.eml'), 'Subject: one\r\n\r\nHello');
    writeFileSync(join(dataDir, 'ip-hash-salt'), 'a salt');
    const out = join(dir, 'private.tar.gz');
    await backup(out, { withMail: true });
    const modes: Record<string, string> = {};
    await tar.t({ file: out, onReadEntry: (entry) => (modes[entry.path] = (entry.mode! & 0o777).toString(8)) });
    expect(modes).toEqual({
      [MANIFEST]: '600',
      [DATABASE_FILE]: '600',
      'ip-hash-salt': '600',
      'mail/': '700',
      'mail/a1b2.1.eml': '600',
    });
    // As an operator would unpack it, with the usual umask.
    const unpacked = join(dir, 'by-hand');
    mkdirSync(unpacked);
    const untar = spawnSync('sh', ['-c', `umask 022 && tar -xzf ${JSON.stringify(out)}`], { cwd: unpacked });
    expect(untar.status, untar.stderr.toString()).toBe(0);
    const open_to_others = readdirSync(unpacked, { recursive: true, encoding: 'utf8' }).filter(
      (path) => (statSync(join(unpacked, path)).mode & 0o077) !== 0,
    );
    expect(open_to_others).toEqual([]);
    expect(readdirSync(unpacked).sort()).toEqual([MANIFEST, DATABASE_FILE, 'ip-hash-salt', 'mail'].sort());
  });

  it("restores a backup of the store's first release into this one, migrating it as at start", async () => {
    const into = join(dir, 'restored');
    const report = await restore(FIRST_RELEASE_BACKUP, into);
    expect(report.migrated).toEqual([...migrationNames]);
    const store = await open({ dataDir: into, pseudonymSalt: 'legacy-salt' });
    expect((await store.submissions.listSubmissions({})).map((row) => row.type)).toEqual([
      'demo',
      'trial',
      'service',
      'demo',
    ]);
    expect(await store.submissions.leadTimeline('asha.rao@example.com')).not.toBeNull();
  });

  it('refuses a backup made by a newer release, and restores nothing', async () => {
    await (await open({ dataDir })).close();
    const made = await backup(join(dir, 'b.tar.gz'));
    const work = join(dir, 'unpacked');
    mkdirSync(work);
    await tar.x({ file: join(dir, 'b.tar.gz'), cwd: work });
    const manifest: Manifest = { ...made.manifest, migrations: [...made.manifest.migrations, '9999_from_the_future'] };
    writeFileSync(join(work, MANIFEST), JSON.stringify(manifest));
    await tar.c({ gzip: true, file: join(dir, 'newer.tar.gz'), cwd: work }, readdirSync(work));
    expect(await refusal(restore(join(dir, 'newer.tar.gz'), join(dir, 'restored')))).toMatch(
      /was made by a newer release .*9999_from_the_future.*Restore it with that release or a newer one/,
    );
    expect(existsSync(join(dir, 'restored'))).toBe(false);
  });
});

describe('bad input', () => {
  it('a backup to a path that cannot be written: a sentence, and nothing left behind', async () => {
    await (await open({ dataDir })).close();
    writeFileSync(join(dir, 'a-file'), 'x');
    expect(await refusal(backup(join(dir, 'missing', 'b.tar.gz')))).toBe(
      `cannot write the backup to ${join(dir, 'missing', 'b.tar.gz')}: the folder ${join(dir, 'missing')} does not exist. Create it first (mkdir -p ${join(dir, 'missing')}) or choose another path.`,
    );
    expect(await refusal(backup(join(dir, 'a-file', 'b.tar.gz')))).toMatch(/is not a folder .*Check the path/);
    expect(await refusal(backup(dir))).toMatch(/is a folder: give the backup a file name, e.g. --out /);
    expect(readdirSync(dir).sort()).toEqual(['a-file', 'data']);
  });

  it('a backup that fails midway leaves an earlier backup of that name as it was', async () => {
    const store = await open({ dataDir });
    await post(store, 1);
    await store.close();
    stores.length = 0;
    const out = join(dir, 'b.tar.gz');
    await backup(out);
    const earlier = readFileSync(out);
    // A database that is not one: the copy fails after the work began.
    writeFileSync(join(dataDir, DATABASE_FILE), 'this is not a database at all, just text');
    await expect(backup(out)).rejects.toThrow();
    expect(readFileSync(out).equals(earlier)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['b.tar.gz', 'data']);
  });

  it('a restore of a file that is not a backup, or a truncated or damaged one: a sentence, and no data directory', async () => {
    const store = await open({ dataDir });
    for (let n = 0; n < 30; n++) await post(store, n);
    const good = join(dir, 'good.tar.gz');
    await backup(good);
    const bytes = readFileSync(good);
    const into = join(dir, 'restored');
    const cases: [string, Buffer | string, RegExp][] = [
      [
        'notes.txt',
        'just some notes\n',
        /is not a backup made by npm run backup \(it is not a gzip-compressed tar archive\)/,
      ],
      ['bare.sqlite', readFileSync(join(dataDir, DATABASE_FILE)), /it looks like a bare SQLite database file/],
      [
        'truncated.tar.gz',
        bytes.subarray(0, Math.floor(bytes.length / 2)),
        /is incomplete: it ends before the backup does/,
      ],
      ['cut-at-the-end.tar.gz', bytes.subarray(0, bytes.length - 8), /is incomplete/],
    ];
    for (const [name, content, sentence] of cases) {
      writeFileSync(join(dir, name), content);
      expect(await refusal(restore(join(dir, name), into)), name).toMatch(sentence);
      expect(existsSync(into), name).toBe(false);
    }

    // A tar.gz of something else, and one with a file that does not match its checksum.
    const other = join(dir, 'other');
    mkdirSync(other);
    writeFileSync(join(other, 'readme.txt'), 'hello');
    await tar.c({ gzip: true, file: join(dir, 'other.tar.gz'), cwd: other }, ['readme.txt']);
    expect(await refusal(restore(join(dir, 'other.tar.gz'), into))).toMatch(/has no readable cortracker-backup.json/);
    const unpacked = join(dir, 'unpacked');
    mkdirSync(unpacked);
    await tar.x({ file: good, cwd: unpacked });
    const db = new DatabaseSync(join(unpacked, DATABASE_FILE));
    db.exec("UPDATE submissions SET type = 'trial'");
    db.close();
    await tar.c({ gzip: true, file: join(dir, 'damaged.tar.gz'), cwd: unpacked }, readdirSync(unpacked));
    expect(await refusal(restore(join(dir, 'damaged.tar.gz'), into))).toMatch(
      /is damaged: cortracker.sqlite does not match the checksum/,
    );
    // An archive with a path that climbs out of the target.
    await tar.c({ gzip: true, file: join(dir, 'climbing.tar.gz'), cwd: unpacked, preservePaths: true }, [
      MANIFEST,
      '../good.tar.gz',
    ]);
    expect(await refusal(restore(join(dir, 'climbing.tar.gz'), into))).toMatch(
      /is not a backup made by npm run backup \(it holds \.\.\/good\.tar\.gz, which no backup has\)/,
    );
    expect(existsSync(join(dir, 'good.tar.gz'))).toBe(true);
    expect(existsSync(into)).toBe(false);
    expect(await refusal(restore(join(dir, 'absent.tar.gz'), into))).toMatch(/no file at .*absent.tar.gz/);
  });

  it('a restore over a database: refused, the database untouched, and the way to do it said', async () => {
    const store = await open({ dataDir });
    await post(store, 1);
    const file = join(dir, 'b.tar.gz');
    await backup(file);
    const message = await refusal(restore(file, dataDir));
    expect(message).toContain(`${dataDir} already holds a database (${DATABASE_FILE}): restore never overwrites one`);
    expect(message).toContain(`stop the server, move the folder aside (mv ${dataDir} ${dataDir}.before-restore)`);
    expect(await store.submissions.listSubmissions({})).toHaveLength(1);
    expect(readdirSync(dataDir).some((name) => name.startsWith('.restore'))).toBe(false);

    const busy = join(dir, 'busy');
    mkdirSync(busy);
    writeFileSync(join(busy, 'notes.txt'), 'mine');
    expect(await refusal(restore(file, busy))).toMatch(
      /busy is not empty \(it holds notes.txt\): restore writes only into an empty folder/,
    );
    expect(readdirSync(busy)).toEqual(['notes.txt']);
    // An empty folder that exists (a mounted volume) is fine.
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    await restore(file, empty);
    expect(readdirSync(empty).sort()).toEqual([DATABASE_FILE, 'ip-hash-salt']);
  });

  it('a restore with DATABASE_URL set: refused, saying the data would not be used', async () => {
    await (await open({ dataDir })).close();
    await backup(join(dir, 'b.tar.gz'));
    expect(await refusal(restore(join(dir, 'b.tar.gz'), join(dir, 'r'), 'postgres://db/x'))).toMatch(
      /DATABASE_URL is set: .*unset DATABASE_URL/,
    );
  });
});

describe('the commands', () => {
  const run = (script: string, args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [join(root, 'scripts', script), ...args], {
      encoding: 'utf8',
      cwd: dir,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
      timeout: 60_000,
    });

  it('print size, row counts and time; refuse with exit code 2 and a sentence', async () => {
    const store = await open({ dataDir });
    for (let n = 0; n < 3; n++) await post(store, n);
    const made = run('backup.ts', ['--out', join(dir, 'b.tar.gz'), '--data-dir', dataDir]);
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(/^Backup written to .*b\.tar\.gz: [\d.]+ KB in [\d.]+ s\./);
    expect(made.stdout).toContain('PRAGMA integrity_check: ok');
    expect(made.stdout).toMatch(/rows: .*outbox 6, .*submissions 3/);

    const restored = run('restore.ts', [join(dir, 'b.tar.gz'), '--data-dir', join(dir, 'r')]);
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain(`into ${join(dir, 'r')}`);

    const again = run('restore.ts', [join(dir, 'b.tar.gz'), '--data-dir', join(dir, 'r')]);
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/^error: .* already holds a database/);
    const noOut = run('backup.ts', ['--data-dir', dataDir]);
    expect(noOut.status).toBe(2);
    expect(noOut.stderr).toContain('--out FILE is needed');
  });
});

describe.each(enginesUnderTest().filter((engine) => engine.engine === 'postgres'))(
  'backup with DATABASE_URL',
  ({ skipReason, newStore }) => {
    beforeEach((context) => {
      if (skipReason) context.skip(skipReason);
    });

    it('says how to use pg_dump when it is not on the PATH, writing nothing', async () => {
      const options = await newStore(dataDir);
      const message = await refusal(
        backup(join(dir, 'b.tar.gz'), { databaseUrl: options.databaseUrl, searchPath: join(dir, 'no-tools') }),
      );
      expect(message).toContain('(umask 077 && pg_dump --format=custom --file=cortracker.pgdump "$DATABASE_URL")');
      expect(message).toContain('pg_restore --no-owner --dbname="$DATABASE_URL" cortracker.pgdump');
      expect(readdirSync(dir)).toEqual([]);
    });

    it("runs pg_dump when it is there: the archive holds its dump, counted from pg_dump's own snapshot", async () => {
      const options = await newStore(dataDir);
      const store = await open(options);
      for (let n = 0; n < 4; n++) await post(store, n);
      const out = join(dir, 'pg.tar.gz');
      const report = await backup(out, { databaseUrl: options.databaseUrl, searchPath: findPostgresBin() });
      expect(report.manifest).toMatchObject({ engine: 'postgres', tables: { submissions: 4, outbox: 8 } });
      expect(report.manifest.migrations).toEqual([...migrationNames]);
      const entries: string[] = [];
      await tar.t({ file: out, onReadEntry: (entry) => entries.push(entry.path) });
      expect(entries).toEqual([MANIFEST, 'cortracker.pgdump']);
      // npm run restore does not restore PostgreSQL itself: it says how.
      expect(await refusal(restore(out, join(dir, 'r')))).toMatch(
        /holds a PostgreSQL dump.*tar -xzf .*cortracker.pgdump.*pg_restore --no-owner/s,
      );
      expect(existsSync(join(dir, 'r'))).toBe(false);
    });

    it('prints restore steps that restore the dump and leave no copy of it behind', async () => {
      const options = await newStore(dataDir);
      const store = await open(options);
      for (let n = 0; n < 3; n++) await post(store, n);
      const out = join(dir, 'pg.tar.gz');
      await backup(out, { databaseUrl: options.databaseUrl, searchPath: findPostgresBin() });
      const advice = await refusal(restore(out, join(dir, 'r')));
      const steps = advice.slice(advice.indexOf('  (\n'), advice.indexOf('\n  )') + 4);
      // Run as printed, with the usual umask, from a folder of the operator's, into an empty database.
      const target = await newStore(join(dir, 'other'));
      const cwd = join(dir, 'operator');
      mkdirSync(cwd);
      const run = spawnSync('sh', ['-c', `umask 022\n${steps}`], {
        cwd,
        env: { ...process.env, PATH: `${findPostgresBin()}:${process.env.PATH}`, DATABASE_URL: target.databaseUrl },
      });
      expect(run.status, run.stderr.toString()).toBe(0);
      expect(readdirSync(cwd)).toEqual([]);
      const restored = await open(target);
      expect(await restored.submissions.listSubmissions({})).toHaveLength(3);
    });
  },
);
