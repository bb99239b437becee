// A real SMTP server on 127.0.0.1 for the suite: every message it receives is written to a folder,
// where tests (in other processes) read it.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface SmtpCapture {
  url: string;
  stop(): Promise<void>;
}

export async function startSmtpCapture(dir: string): Promise<SmtpCapture> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom && session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        writeFileSync(
          join(dir, `${Date.now()}-${++count}.json`),
          JSON.stringify({ envelope, raw: Buffer.concat(chunks).toString('utf8') }),
        );
        callback();
      });
    },
  });
  // A client that dies mid-session (a server killed in a fault test) resets its connection: that
  // is the client's fault to report, not a reason to crash the capturing server.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface CapturedMail {
  to: string[];
  headers: Record<string, string>;
  text: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_all, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
  } catch {
    return bytes;
  }
}

export function readCapturedMails(dir: string): CapturedMail[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const { envelope, raw } = JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
        envelope: { to: string[] };
        raw: string;
      };
      const [head = '', ...body] = raw.split(/\r?\n\r?\n/);
      const headers: Record<string, string> = {};
      for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
        const index = line.indexOf(':');
        if (index > 0) headers[line.slice(0, index).toLowerCase()] = line.slice(index + 1).trim();
      }
      const content = body.join('\n\n');
      const text = /quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')
        ? decodeQuotedPrintable(content)
        : content;
      return { to: envelope.to, headers, text: text.replace(/\r\n/g, '\n') };
    });
}
