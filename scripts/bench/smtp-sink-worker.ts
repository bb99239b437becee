// bench:store's SMTP server, on a thread of its own: taking hundreds of mails a second on the
// bench's main thread would hold up the clients' requests and be charged to the server's latency.
// It counts the messages in the shared Int32Array it is given and posts its port once listening.
import { parentPort, workerData } from 'node:worker_threads';
import { SMTPServer } from 'smtp-server';

const count = new Int32Array(workerData as SharedArrayBuffer);
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      Atomics.add(count, 0, 1);
      callback();
    });
  },
});
// The server is killed at the end of a run: its SMTP connections reset, which is no error here.
server.on('error', () => undefined);
server.listen(0, '127.0.0.1', () => parentPort!.postMessage((server.server.address() as { port: number }).port));
