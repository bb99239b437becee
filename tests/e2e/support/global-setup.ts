import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server-process.ts';
import { ensureSuiteBuilds, SHIPPED_DIST_DIR } from './spec-build.ts';
import { projectRoot } from './site-data.ts';
import { startSmtpCapture } from './smtp-capture.ts';

/**
 * Two real servers for the suite, and one SMTP server catching the mail; tests find them through env.
 * The main one (BASE_URL) serves the build of the frozen, specified content, which the specification's
 * facts and every behaviour spec are checked against; the other (SHIPPED_BASE_URL) serves dist/, the
 * build of the shipped site-config/, for the specs of what must hold of any content (shipped.ts).
 */
export default async function globalSetup() {
  await ensureSuiteBuilds();
  const mailDir = mkdtempSync(join(tmpdir(), 'cortracker-mail-'));
  const smtp = await startSmtpCapture(mailDir);
  // A scripted browser fills a form in faster than a person: FORM_MIN_FILL_MS=0 keeps its posts from
  // being taken for a bot's (the threshold itself is tested in src/server/forms/form-routes.test.ts).
  const server = await startServer({
    SMTP_URL: smtp.url,
    RATE_LIMIT_PER_MINUTE: '1000',
    OUTBOX_INTERVAL_MS: '200',
    FORM_MIN_FILL_MS: '0',
  });
  // The shipped content's pages are only looked at: no form is sent to it, no mail leaves it.
  const shipped = await startServer({ DIST_DIR: join(projectRoot, SHIPPED_DIST_DIR), RATE_LIMIT_PER_MINUTE: '1000' });
  process.env.BASE_URL = server.url;
  process.env.SHIPPED_BASE_URL = shipped.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await shipped.stop();
    await server.stop();
    await smtp.stop();
  };
}
