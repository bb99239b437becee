// A call of the admin API: JSON with the anti-forgery token of the XSRF-TOKEN cookie in its header.
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from '../shared/http/xsrf.ts';

export interface Answer {
  ok: boolean;
  status: number;
  message: string;
  body: Record<string, unknown>;
}

function xsrfToken(): string {
  return readCookie(document.cookie, XSRF_COOKIE) ?? '';
}

async function call(url: string, init: RequestInit, networkMessage: string): Promise<Answer> {
  try {
    const response = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: { ...init.headers, [XSRF_HEADER]: xsrfToken() },
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return {
      ok: response.ok,
      status: response.status,
      message: typeof body.message === 'string' ? body.message : `${response.status}`,
      body,
    };
  } catch {
    return { ok: false, status: 0, message: networkMessage, body: {} };
  }
}

export function sendJson(url: string, body: object, networkMessage: string): Promise<Answer> {
  return call(
    url,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    networkMessage,
  );
}
