// What a client can do to the server's connections and to its own address: behind a named proxy a
// forged X-Forwarded-For changes nothing, and a client that trickles its body is cut off.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { postHeaders, setUpFixtureApp } from '../../../tests/support/fixture-app.ts';
import { demoForm } from '../../../tests/unit/fixture-forms.ts';

const FORM = demoForm.endpoint.url;

describe('behind a proxy named by TRUST_PROXY', () => {
  const server = setUpFixtureApp({ TRUST_PROXY: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '3' });

  /** A post arriving from the proxy at 127.0.0.1 with this X-Forwarded-For (an invalid body: the limit comes first). */
  const postVia = (forwardedFor: string) =>
    server().app.inject({
      method: 'POST',
      url: FORM,
      remoteAddress: '127.0.0.1',
      headers: { ...postHeaders, 'x-forwarded-for': forwardedFor },
      payload: {},
    });

  it('counts a client by the first hop that is not the proxy, whatever it wrote before it', async () => {
    const statuses = [];
    // The client at 198.51.100.7 writes a fresh address of its own into every request; the proxy appends the real one.
    for (let i = 0; i < 4; i++) statuses.push((await postVia(`203.0.113.${i}, 198.51.100.7`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    // Another client behind the same proxy has a budget of its own.
    expect((await postVia('198.51.100.8')).statusCode).toBe(400);
  });

  it('believes no hop from a sender that is not the proxy', async () => {
    const direct = (forwardedFor: string) =>
      server().app.inject({
        method: 'POST',
        url: FORM,
        remoteAddress: '192.0.2.50',
        headers: { ...postHeaders, 'x-forwarded-for': forwardedFor },
        payload: {},
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await direct(`198.51.100.${100 + i}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('a client that trickles its body', () => {
  const server = setUpFixtureApp({ REQUEST_TIMEOUT_MS: '1000' });

  it('is answered 408 and cut off before it has sent the body it announced', async () => {
    const address = await server().app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const announced = 4096;
    const socket = connect(Number(port), '127.0.0.1');
    let sent = 0;
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.write(
      `POST ${FORM} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${announced}\r\n\r\n{`,
    );
    sent = 1;
    // One byte every 100 ms would take 400 s to finish: the server must not wait for it.
    const trickle = setInterval(() => {
      if (socket.writable && sent < announced) {
        socket.write(' ');
        sent++;
      }
    }, 100);
    await new Promise((closed) => socket.once('close', closed));
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(announced);
  });
});
