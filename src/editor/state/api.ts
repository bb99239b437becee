// The editor's calls to its server (src/server/editor/plugin.ts), relative to the editor's address so
// the same bundle works at / (npm run edit) and at /admin/ on the live server, where every call must
// repeat the anti-forgery cookie in its header (src/server/admin/admin-routes.ts).
import type { Problem } from '../../shared/config-check/json-source.ts';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from '../../shared/http/xsrf.ts';
import type { ConfigSnapshot, EditorFile, FormRulesAnswer, SaveFile } from '../../shared/editor-contract.ts';
import type { BaseFile } from './draft.ts';

export type SaveAnswer =
  | { kind: 'saved'; files: EditorFile[] }
  | { kind: 'conflict'; paths: string[]; message: string }
  | { kind: 'invalid'; problems: Problem[]; message: string }
  | { kind: 'failed'; message: string };

/** The files of a snapshot as the editor's state starts from them. */
export function baseFiles(snapshot: ConfigSnapshot): Record<string, BaseFile> {
  return Object.fromEntries(snapshot.files.map(({ path, text, hash }) => [path, { text, hash }]));
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The anti-forgery token the server set in its cookie (none under npm run edit, which needs none). */
export function xsrfToken(): string {
  return readCookie(document.cookie, XSRF_COOKIE) ?? '';
}

/** A GET of the editor's API, never from a cache. */
export function get(path: string): Promise<Response> {
  return fetch(`api/${path}`, { cache: 'no-store', headers: { [XSRF_HEADER]: xsrfToken() } });
}

/** A POST of JSON to the editor's API. */
export function post(path: string, body: unknown): Promise<Response> {
  return fetch(`api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [XSRF_HEADER]: xsrfToken() },
    body: JSON.stringify(body),
  });
}

export async function fetchConfig(): Promise<ConfigSnapshot> {
  const response = await get('config');
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return json<ConfigSnapshot>(response);
}

export async function fetchFile(path: string): Promise<BaseFile | undefined> {
  const response = await get(`files/${path}`);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return json<BaseFile>(response);
}

export async function saveFiles(files: SaveFile[]): Promise<SaveAnswer> {
  const response = await post('save', { files });
  const body = await json<{
    files?: EditorFile[];
    paths?: string[];
    problems?: Problem[];
    message?: string;
  }>(response);
  if (response.ok && body.files) return { kind: 'saved', files: body.files };
  if (response.status === 409) return { kind: 'conflict', paths: body.paths ?? [], message: body.message ?? '' };
  if (response.status === 422) return { kind: 'invalid', problems: body.problems ?? [], message: body.message ?? '' };
  return { kind: 'failed', message: body.message ?? `${response.status}` };
}

/** Why a form's rules do not compile (ajv compiles them on the server), or null. */
export async function checkFormRules(form: unknown): Promise<string | null> {
  const response = await post('form-rules', { form });
  if (!response.ok) throw new Error(`${response.status}`);
  return (await json<FormRulesAnswer>(response)).error;
}
