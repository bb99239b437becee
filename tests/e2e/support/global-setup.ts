import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server-process.ts';
import { startSmtpCapture } from './smtp-capture.ts';

/** One real server (and one SMTP server catching its mail) for the suite; tests find them through env. */
export default async function globalSetup() {
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
  process.env.BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await server.stop();
    await smtp.stop();
  };
}
