import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { InvalidMailError } from './validate.ts';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'mail-test-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const FROM = 'Cortracker <noreply@cortracker.example>';

describe('file transport (no SMTP_URL)', () => {
  it('writes one RFC 822 .eml file with the right headers and body', async () => {
    const mailer = createMailer({ dataDir, from: FROM });
    await mailer.send({
      to: 'sales@cortracker.example',
      subject: 'New demo request',
      text: 'Name: Asha\nProduct: CRM\n',
      replyTo: 'asha@example.com',
    });
    const files = readdirSync(join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-[0-9a-f-]{36}\.eml$/);
    const eml = readFileSync(join(dataDir, 'mail', files[0]!), 'utf8');
    const [head, body] = eml.split('\r\n\r\n', 2);
    expect(head).toMatch(/^From: Cortracker <noreply@cortracker\.example>$/m);
    expect(head).toMatch(/^To: sales@cortracker\.example\r?$/m);
    expect(head).toMatch(/^Reply-To: asha@example\.com\r?$/m);
    expect(head).toMatch(/^Subject: New demo request\r?$/m);
    expect(head).toMatch(/^Message-ID: <.+>\r?$/m);
    expect(head).toMatch(/^Date: /m);
    expect(body).toBe('Name: Asha\r\nProduct: CRM\r\n');
    await mailer.close();
  });

  it('names a keyed message after its delivery key, and a second attempt replaces the first', async () => {
    const mailer = createMailer({ dataDir, from: FROM });
    const message = { to: 'sales@cortracker.example', subject: 'New demo request', text: 'first attempt' };
    await mailer.send(message, 'b1c2d3e4-0000-4000-8000-000000000001.7');
    await mailer.send({ ...message, text: 'second attempt' }, 'b1c2d3e4-0000-4000-8000-000000000001.7');
    expect(readdirSync(join(dataDir, 'mail'))).toEqual(['b1c2d3e4-0000-4000-8000-000000000001.7.eml']);
    const eml = readFileSync(join(dataDir, 'mail', 'b1c2d3e4-0000-4000-8000-000000000001.7.eml'), 'utf8');
    expect(eml).toMatch(/^Message-ID: <b1c2d3e4-0000-4000-8000-000000000001\.7@cortracker\.example>\r$/m);
    expect(eml).toContain('second attempt');
    await expect(mailer.send(message, '../escape')).rejects.toThrow(InvalidMailError);
  });

  it('encodes non-ASCII subjects instead of writing raw bytes', async () => {
    const mailer = createMailer({ dataDir, from: 'noreply@cortracker.example' });
    await mailer.send({ to: 'sales@cortracker.example', subject: 'Démo – Zürich', text: 'ü' });
    const [file] = readdirSync(join(dataDir, 'mail'));
    const eml = readFileSync(join(dataDir, 'mail', file!), 'utf8');
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
  });

  it('rejects CR/LF in subject, to and replyTo and writes nothing', async () => {
    const mailer = createMailer({ dataDir, from: FROM });
    const base = { to: 'sales@cortracker.example', subject: 'Hi', text: 'x' };
    await expect(mailer.send({ ...base, subject: 'Hi\r\nBcc: victim@example.com' })).rejects.toThrow(InvalidMailError);
    await expect(mailer.send({ ...base, subject: 'Hi\nBcc: victim@example.com' })).rejects.toThrow(/CR or LF/);
    await expect(mailer.send({ ...base, to: 'sales@cortracker.example\nBcc: victim@example.com' })).rejects.toThrow(
      /CR or LF/,
    );
    await expect(mailer.send({ ...base, replyTo: 'a@example.com\r\nX-Evil: 1' })).rejects.toThrow(/CR or LF/);
    await expect(mailer.send({ ...base, to: 'not an address' })).rejects.toThrow(/valid e-mail/);
    expect(() => readdirSync(join(dataDir, 'mail'))).toThrow(/ENOENT/);
  });

  it('refuses an invalid sender at startup', () => {
    expect(() => createMailer({ dataDir, from: 'nobody' })).toThrow(InvalidMailError);
    expect(() => createMailer({ dataDir, from: 'a@example.com\r\nBcc: b@example.com' })).toThrow(InvalidMailError);
  });
});

describe('SMTP transport', () => {
  it('delivers to a real SMTP server', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mailFrom = session.envelope.mailFrom;
          received.push({
            from: mailFrom ? mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir, from: FROM });
    try {
      await mailer.send(
        {
          to: 'sales@cortracker.example',
          subject: 'Trial sign-up',
          text: 'Customer: Acme',
          replyTo: 'ops@acme.example',
        },
        'k-1.2',
      );
      expect(received).toHaveLength(1);
      expect(received[0]!.from).toBe('noreply@cortracker.example');
      expect(received[0]!.to).toEqual(['sales@cortracker.example']);
      expect(received[0]!.data).toMatch(/^Subject: Trial sign-up\r$/m);
      expect(received[0]!.data).toMatch(/^Reply-To: ops@acme\.example\r$/m);
      expect(received[0]!.data).toContain('Customer: Acme');
      // The receiving side can tell a re-sent message by its Message-ID.
      expect(received[0]!.data).toMatch(/^Message-ID: <k-1\.2@cortracker\.example>\r$/m);
      // The file transport was not used.
      expect(() => readdirSync(join(dataDir, 'mail'))).toThrow(/ENOENT/);
    } finally {
      await mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('rejects a non-SMTP URL at startup', () => {
    expect(() => createMailer({ smtpUrl: 'http://example.com', dataDir, from: FROM })).toThrow(/SMTP_URL/);
  });
});
