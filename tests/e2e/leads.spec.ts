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
import { form, site } from './support/site-data.ts';
import { readCapturedMails, startSmtpCapture } from './support/smtp-capture.ts';

const demo = form('demo');
const ENDPOINT = demo.endpoint.url;
// The sales notice is the mail that names the earlier submissions; its words are the form's config.
const notice = demo.mails!.find((mail) => mail.history)!;
const history = notice.history!;
const productTitle = demo.schema.properties.product!.title;
const [firstProduct, secondProduct] = demo.schema.properties.product!.enum!;
const root = resolve(import.meta.dirname, '../..');

function submissionsCli(dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [join(root, 'scripts/submissions.ts'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
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
    const first = await api.post(ENDPOINT, { headers, data: { ...validDemo, Email: email, product: firstProduct } });
    expect(first.status()).toBe(201);
    const notices = () =>
      readCapturedMails(mailDir).filter((mail) => mail.to.includes(site.contacts.emails[notice.to as 'sales']));
    await expect.poll(() => notices().length).toBe(1);
    expect(notices()[0]!.text).toContain(history.none);

    const second = await api.post(ENDPOINT, {
      headers,
      data: { ...validDemo, Email: 'Meera.Iyer@Example.com', product: secondProduct },
    });
    expect(second.status()).toBe(201);
    await expect.poll(() => notices().length).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    const repeat = notices().find((mail) => mail.text.includes(`${productTitle}: ${secondProduct}`))!;
    expect(repeat.text).toContain(
      `${history.intro}\n${history.item.replace('{type}', history.types.demo!).replace('{date}', today)}`,
    );

    const timeline = submissionsCli(server.dataDir, 'lead', email);
    expect(timeline.code).toBe(0);
    const mails = demo.mails!.length;
    expect(timeline.stdout).toMatch(
      new RegExp(
        `product=${firstProduct}[\\s\\S]*mail: ${mails} sent[\\s\\S]*product=${secondProduct}[\\s\\S]*2 submissions\\n$`,
      ),
    );
    // The second post's confirmation was not sent: one mail a day to an address a visitor typed.
    const toVisitor = demo.mails!.filter((mail) => mail.to.startsWith('field:')).length;
    expect(submissionsCli(server.dataDir, 'erase', email).stdout).toMatch(
      new RegExp(
        `Erased meera\\.iyer@example\\.com: 2 submission\\(s\\), ${2 * mails - toVisitor} mail/webhook row\\(s\\)`,
      ),
    );
    expect(submissionsCli(server.dataDir, 'lead', email).stdout).toBe(`Nothing is stored for ${email}.\n`);
  } finally {
    await api.dispose();
    await server.stop();
    await smtp.stop();
    rmSync(mailDir, { recursive: true, force: true });
  }
});
