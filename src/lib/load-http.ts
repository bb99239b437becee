// The browser's HTTP client (http.ts: axios with the anti-forgery header) loads when the visitor
// sends something (a form, a booking, a choice that asks the server for a list), not with the page.
import type * as HttpModule from './http.ts';

export type { HttpModule };

export const loadHttp = (): Promise<typeof HttpModule> => import('./http.ts');

/** A public JSON list by GET: the platform's fetch is enough (no anti-forgery header, no body). */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}
