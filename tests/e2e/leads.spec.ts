// One lead per person: a second demo request from the same address reaches sales with the first one
// named in the notice, and the operator's timeline and erasure find both.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { formHeaders, validDemo } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { startServer } from './support/server-process.ts';
import { readCapturedMails, startSmtpCapture } from './support/smtp-capture.ts';

const ENDPOINT = '/api/LoginControl/bookDemo';
const root = resolve(import.meta.dirname, '../..');

function submissionsCli(dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [join(root, 'scripts/submissions.ts'), ...args], { encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
  return { code: result.status, stdout: result.stdout };
}

test('the sales notice of a repeat demo request names the earlier one; erase removes the person', async () => {
  const mailDir = mkdtempSync(join(tmpdir(), 'leads-mail-'));
  const smtp = await startSmtpCapture(mailDir);
  const server = await startServer({ SMTP_URL: smtp.url, OUTBOX_INTERVAL_MS: '200' });
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  try {
    const headers = await formHeaders(api);
    const email = 'meera.iyer@example.com';
    const first = await api.post(ENDPOINT, { headers, data: { ...validDemo, Email: email } });
    expect(first.status()).toBe(201);
    const notices = () => readCapturedMails(mailDir).filter((mail) => mail.to.includes('sales@cortracker.com'));
    await expect.poll(() => notices().length).toBe(1);
    expect(notices()[0]!.text).toContain('This is the first submission from this e-mail address.');

    const second = await api.post(ENDPOINT, { headers, data: { ...validDemo, Email: 'Meera.Iyer@Example.com', product: 'CRM' } });
    expect(second.status()).toBe(201);
    await expect.poll(() => notices().length).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    const repeat = notices().find((mail) => mail.text.includes('Product: CRM'))!;
    expect(repeat.text).toContain(`Earlier submissions from the same e-mail address, newest first:\n- Demo request on ${today}`);

    const timeline = submissionsCli(server.dataDir, 'lead', email);
    expect(timeline.code).toBe(0);
    expect(timeline.stdout).toMatch(/product=ERP[\s\S]*mail: 2 sent[\s\S]*product=CRM[\s\S]*2 submissions\n$/);
    expect(submissionsCli(server.dataDir, 'erase', email).stdout).toMatch(/Erased meera\.iyer@example\.com: 2 submission\(s\), 4 mail\/webhook row\(s\)/);
    expect(submissionsCli(server.dataDir, 'lead', email).stdout).toBe(`Nothing is stored for ${email}.\n`);
  } finally {
    await api.dispose();
    await server.stop();
    await smtp.stop();
    rmSync(mailDir, { recursive: true, force: true });
  }
});
