// How the real server process stops: SIGTERM stops accepting at once and lets the requests under way
// finish, then exits 0 (or exits anyway at the 10 s deadline); a second signal exits at once,
// without waiting for them.
import { connect, type Socket } from 'node:net';
import { expect, test } from './support/fixtures.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

test.describe.configure({ mode: 'serial' });

const ANNOUNCED = 4096;

/** A POST that announces a body and sends it a byte at a time (or all the rest, on finish()); `answered` is what the server said before closing. */
function tricklingPost(server: RunningServer): { answered: Promise<string>; started: Promise<void>; finish(): void } {
  const { hostname, port } = new URL(server.url);
  const socket: Socket = connect(Number(port), hostname);
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  // Expect: 100-continue: the server's "100 Continue" proves it has taken the request in.
  const started = new Promise<void>((resolve) => {
    socket.once('connect', () => {
      socket.write(
        `POST /api/LoginControl/bookDemo HTTP/1.1\r\nHost: x\r\nConnection: close\r\nExpect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: ${ANNOUNCED}\r\n\r\n{`,
      );
      sent = 1;
    });
    const onData = () => {
      if (answer.startsWith('HTTP/1.1 100 ')) {
        socket.off('data', onData);
        resolve();
      }
    };
    socket.on('data', onData);
  });
  let sent = 0;
  const trickle = setInterval(() => {
    if (socket.writable && sent < ANNOUNCED - 1) {
      socket.write(' ');
      sent++;
    }
  }, 100);
  const answered = new Promise<string>((resolve) =>
    socket.once('close', () => {
      clearInterval(trickle);
      resolve(answer);
    }),
  );
  const finish = () => {
    clearInterval(trickle);
    socket.write(`${' '.repeat(ANNOUNCED - 1 - sent)}}`);
  };
  return { answered, started, finish };
}

/** The status of the answer after "100 Continue", if one came. */
const finalStatus = (answer: string) => {
  const status = [...answer.matchAll(/^HTTP\/1\.1 (\d{3}) /gm)]
    .map((match) => Number(match[1]))
    .find((code) => code !== 100);
  return status;
};

const exitOf = (server: RunningServer) =>
  new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));

/** A trickling request under way, then SIGTERM, then proof that no new connection is taken. */
async function terminatedDuringRequest(server: RunningServer) {
  const slow = tricklingPost(server);
  await slow.started;
  const exited = exitOf(server);
  server.process.kill('SIGTERM');
  await expect
    .poll(async () =>
      fetch(`${server.url}/healthz`).then(
        () => 'answered',
        () => 'refused',
      ),
    )
    .toBe('refused');
  return { slow, exited };
}

test('SIGTERM: no new connections, the request under way is still answered, then exit 0', async () => {
  const server = await startServer({});
  try {
    const { slow, exited } = await terminatedDuringRequest(server);
    // The client now sends the rest of its body: it gets its answer (403: it has no anti-forgery token).
    slow.finish();
    expect(finalStatus(await slow.answered)).toBe(403);
    expect(await exited).toBe(0);
  } finally {
    await server.stop();
  }
});

test('a second signal exits at once, without waiting for the requests under way', async () => {
  const server = await startServer({});
  try {
    const { slow, exited } = await terminatedDuringRequest(server);
    server.process.kill('SIGINT');
    expect(await exited).toBe(1);
    // The trickling request was never answered: the process did not wait for it.
    expect(finalStatus(await slow.answered)).toBeUndefined();
  } finally {
    await server.stop();
  }
});
