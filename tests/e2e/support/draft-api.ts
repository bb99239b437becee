// The /admin calls a publishing spec makes beside the page, as the signed-in browser would: the
// anti-forgery header from the context's cookie, and a file saved into the account's draft as the
// editor's Save sends it (the new text, with the hash of the live file it began from).
import { createHash } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';

/** The anti-forgery header of the browser context's cookie, for calls made beside the page. */
export async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const token = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  return { 'content-type': 'application/json', 'x-xsrf-token': token };
}

/** Saves `value` as the config file `path` into the signed-in account's draft, begun from the live text `live`. */
export async function saveToDraft(
  request: APIRequestContext,
  serverUrl: string,
  { path, live, value }: { path: string; live: string; value: unknown },
): Promise<APIResponse> {
  return request.post(`${serverUrl}/admin/api/draft`, {
    headers: await xsrfHeaders(request),
    data: {
      files: [
        {
          path,
          baseHash: createHash('sha256').update(live).digest('hex'),
          text: `${JSON.stringify(value, null, 2)}\n`,
        },
      ],
    },
  });
}
