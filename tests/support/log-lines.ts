// The server's JSON log lines as a test reads them: a stream to give the app (AppOptions.logStream)
// and the lines written to it so far, each parsed.
import { PassThrough } from 'node:stream';

export type LogLine = Record<string, unknown>;

export function logLines(): { stream: PassThrough; lines: LogLine[] } {
  const stream = new PassThrough();
  const lines: LogLine[] = [];
  let rest = '';
  stream.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString('utf8')).split('\n');
    rest = parts.pop()!;
    for (const part of parts) if (part.trim()) lines.push(JSON.parse(part) as LogLine);
  });
  return { stream, lines };
}
