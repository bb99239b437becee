import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../tests/support/store-engines.ts';
import { openStore, type StoreOptions } from '../../src/server/store/index.ts';

const SUBMISSIONS = fileURLToPath(new URL('../submissions.ts', import.meta.url));
const OUTBOX = fileURLToPath(new URL('../outbox.ts', import.meta.url));
/** Each test starts the CLIs two to six times, a few seconds each on a loaded machine (a clean clone's
 *  `npm test` at load 14 took 20-21 s for four): more than the suite's 20 s for one test. */
const CLI_TESTS = { timeout: 60_000 };

describe.each(enginesUnderTest())('operator commands on $engine', ({ engine, skipReason, newStore }) => {
  let dataDir: string;
  let options: StoreOptions;
  let ashaDemo: string;

  /** Runs a CLI with the same Node binary as the tests (it needs Node 24's type stripping and node:sqlite). */
  function run(cli: string, ...args: string[]) {
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      IP_HASH_SALT: options.pseudonymSalt ?? '',
    };
    const result = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  beforeAll(async () => {
    if (skipReason) return;
    dataDir = mkdtempSync(join(tmpdir(), 'cli-test-'));
    options = await newStore(dataDir);
    const store = await openStore(options);
    const mail = {
      kind: 'mail' as const,
      payload: { to: 'asha.rao@example.com', subject: 'We received your demo request', text: 'Hello Asha' },
    };
    ashaDemo = (
      await store.submissions.insertSubmission({
        type: 'demo',
        payload: { FirstName: 'Asha', Email: 'Asha.Rao@example.com', message: '=1+1' },
        leadEmail: 'Asha.Rao@example.com',
        outbox: [mail],
      })
    ).id;
    await store.submissions.insertSubmission({ type: 'service', payload: { service: 'Data Backup' }, outbox: [] });
    await store.submissions.insertSubmission({
      type: 'trial',
      payload: { Customer: 'Acme', Email: 'asha.rao@example.com' },
      leadEmail: 'asha.rao@example.com',
      outbox: [{ kind: 'webhook', payload: { event: 'trial.created', data: { Email: 'asha.rao@example.com' } } }],
    });
    const ravi = {
      kind: 'mail' as const,
      payload: { to: 'ravi@example.org', subject: 'Demo request: Ravi', text: 'Ravi Kumar, 9876543210' },
    };
    await store.submissions.insertSubmission({
      type: 'demo',
      payload: { FirstName: 'Ravi', Email: 'ravi@example.org' },
      leadEmail: 'ravi@example.org',
      outbox: [ravi],
    });
    // Ravi's mail failed for good; Asha's mails wait.
    const claimed = await store.outbox.claimDueOutbox(new Date(Date.now() + 1000), 10, 60_000);
    const raviRow = claimed.find((row) => (row.payload as { to?: string }).to === 'ravi@example.org')!;
    await store.outbox.markOutboxFailed(
      raviRow.id,
      '550 5.1.1 <[email]>: mailbox unavailable',
      new Date(),
      1,
      new Date(),
    );
    await store.close();
    // Mail files of the file transport: one under Asha's delivery key, one older file naming her.
    mkdirSync(join(dataDir, 'mail'));
    writeFileSync(join(dataDir, 'mail', `${ashaDemo}.1.eml`), 'To: asha.rao@example.com\r\n\r\nHello Asha\r\n');
    writeFileSync(
      join(dataDir, 'mail', '20250101T000000000Z-old.eml'),
      'To: sales@cortracker.com\r\nReply-To: asha.rao=\r\n@example.com\r\n\r\nx\r\n',
    );
    writeFileSync(join(dataDir, 'mail', '20250101T000000000Z-ravi.eml'), 'To: ravi@example.org\r\n\r\nx\r\n');
  });

  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it.skipIf(skipReason)('exports guarded CSV', CLI_TESTS, () => {
    const { code, stdout } = run(SUBMISSIONS, 'export', '--type', 'demo');
    expect(code).toBe(0);
    const [header, record] = stdout.split('\r\n');
    expect(header).toBe('id,type,created_at,FirstName,Email,message,meta');
    expect(record).toMatch(/^[0-9a-f-]{36},demo,\S+,Asha,Asha\.Rao@example\.com,'=1\+1,\{\}$/);
  });

  it.skipIf(skipReason)('exports JSON and lists a table', CLI_TESTS, () => {
    const json = JSON.parse(run(SUBMISSIONS, 'export', '--format', 'json').stdout) as { type: string }[];
    expect(json.map((s) => s.type)).toEqual(['demo', 'service', 'trial', 'demo']);
    expect(run(SUBMISSIONS, 'list', '--type', 'service').stdout).toMatch(/service=Data Backup\n1 submission\n$/);
    // Any kind is accepted (a form added in config brings its own); one nothing is stored under is named.
    expect(run(SUBMISSIONS, 'export', '--type', 'demos')).toMatchObject({
      code: 0,
      stderr: 'note: no submissions of type "demos"\n',
    });
  });

  it.skipIf(skipReason)('exits with 2 and a clear message on bad arguments or a missing database', CLI_TESTS, () => {
    const bad = run(SUBMISSIONS, 'export', '--format', 'xml');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^error: --format must be csv or json/);
    expect(bad.stderr).toContain('Usage:');
    expect(run(SUBMISSIONS, '--help').code).toBe(0);
    expect(run(OUTBOX, 'retry', 'x').code).toBe(2);
    if (engine === 'sqlite') {
      const missing = run(SUBMISSIONS, 'list', '--data-dir', join(dataDir, 'missing'));
      expect(missing).toMatchObject({ code: 2, stderr: expect.stringMatching(/^error: no database at /) });
    }
  });

  it.skipIf(skipReason)('lists pending and dead mail with masked recipients and no content', CLI_TESTS, () => {
    const { code, stdout } = run(OUTBOX, 'list');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ID\s+KIND\s+STATE\s+ATTEMPTS\s+CREATED\s+NEXT\/DEAD AT\s+TO\s+LAST ERROR$/m);
    expect(stdout).toMatch(/^\d+\s+mail\s+pending\s+0\s.*a\*\*\*@e\*\*\*\.com$/m);
    expect(stdout).toMatch(/^\d+\s+webhook\s+pending\s+0\s.*trial\.created$/m);
    expect(stdout).toMatch(
      /^\d+\s+mail\s+dead\s+1\s.*r\*\*\*@e\*\*\*\.org\s+550 5\.1\.1 <\[email\]>: mailbox unavailable$/m,
    );
    expect(stdout).toMatch(/2 pending, 1 dead\n$/);
    for (const secret of ['asha.rao', 'ravi@', 'Hello Asha', 'Ravi Kumar', 'Demo request'])
      expect(stdout).not.toContain(secret);
  });

  it.skipIf(skipReason)('retries a dead row by hand, and all dead rows', CLI_TESTS, () => {
    const id = /^(\d+)\s+mail\s+dead/m.exec(run(OUTBOX, 'list').stdout)![1]!;
    expect(run(OUTBOX, 'retry', id)).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(`Row ${id} is due now`),
    });
    expect(run(OUTBOX, 'list').stdout).toMatch(/3 pending, 0 dead\n$/);
    expect(run(OUTBOX, 'retry', '99999').code).toBe(2);
    expect(run(OUTBOX, 'retry-dead').stdout).toMatch(/^0 dead rows are due again/);
  });

  it.skipIf(skipReason)("prints a person's timeline, then erases them everywhere", CLI_TESTS, () => {
    const lead = run(SUBMISSIONS, 'lead', 'ASHA.RAO@example.com');
    expect(lead.code).toBe(0);
    expect(lead.stdout).toMatch(/^Lead asha\.rao@example\.com, first seen \S+\n/);
    expect(lead.stdout).toMatch(
      / demo {2}[0-9a-f-]{36}\n {4}FirstName=Asha, Email=Asha\.Rao@example\.com, message==1\+1\n {4}mail: 1 pending\n/,
    );
    expect(lead.stdout).toMatch(/ trial {2}[0-9a-f-]{36}\n.*\n {4}webhook: 1 pending\n2 submissions\n$/);

    const erase = run(SUBMISSIONS, 'erase', 'asha.rao@example.com');
    expect(erase.code).toBe(0);
    expect(erase.stdout).toMatch(/2 submission\(s\), 2 mail\/webhook row\(s\), 2 mail file\(s\)/);
    expect(readdirSync(join(dataDir, 'mail'))).toEqual(['20250101T000000000Z-ravi.eml']);
    expect(run(SUBMISSIONS, 'lead', 'asha.rao@example.com').stdout).toBe(
      'Nothing is stored for asha.rao@example.com.\n',
    );
    const left = JSON.parse(run(SUBMISSIONS, 'export', '--format', 'json').stdout) as { payload: object }[];
    expect(JSON.stringify(left)).not.toMatch(/asha/i);
    expect(run(OUTBOX, 'list').stdout).toMatch(/1 pending, 0 dead\n$/);
    expect(existsSync(join(dataDir, 'mail', `${ashaDemo}.1.eml`))).toBe(false);
  });
});
