import type { APIRequestContext } from '@playwright/test';
import { formPaths } from './site-data.ts';

/** Visits a page to get the anti-forgery cookie, and returns the headers a form post needs. */
export async function formHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const stored = async () =>
    (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  let token = await stored();
  if (!token) {
    await request.get(formPaths('demo')[0]!);
    token = await stored();
  }
  if (!token) throw new Error('no XSRF-TOKEN cookie');
  return { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
}

export const validDemo = {
  FirstName: 'Asha',
  LastName: 'Rao',
  Email: 'asha.rao@example.com',
  phoneNumber: '5125550143',
  company: 'Deccan Pumps',
  product: 'ERP',
  message: 'We run two plants and want to see production planning.',
  website: '',
  elapsedMs: 8000,
};
