// A server in front of the site for the browsers no test runner intercepts requests of (Firefox over
// WebDriver BiDi, WebKit over WebDriver): every page's HTML passes through `rewrite` (a fixture's
// header, a right-to-left <html>), every other answer is passed on as the site gave it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RewritingServer {
  url: string;
  stop(): Promise<void>;
}

export async function startRewritingServer(
  site: string,
  rewrite: (path: string, html: string) => string,
): Promise<RewritingServer> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const address = new URL(request.url!, site);
      const upstream = await fetch(address, { headers: { 'accept-encoding': 'identity' } });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !['content-length', 'content-encoding'].includes(name)),
      );
      const body = upstream.headers.get('content-type')?.startsWith('text/html')
        ? rewrite(address.pathname, await upstream.text())
        : Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, headers).end(body);
    })().catch((error: unknown) => response.writeHead(502).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
