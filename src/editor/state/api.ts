// The editor's calls to its server (src/server/editor/plugin.ts), relative to the editor's address so
// the same bundle works at / (npm run edit) and at /admin/ on the live server, where every call must
// repeat the anti-forgery cookie in its header (src/server/admin/admin-routes.ts).
import type { Problem } from '../../shared/config-check/json-source.ts';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from '../../shared/http/xsrf.ts';
import type { CheckedDraft, ConfigSnapshot, EditorFile, SaveFile } from '../../shared/editor-contract.ts';
import type { SearchAnswer } from '../../shared/config-search.ts';
import {
  CHECKED_ANSWER,
  SEARCH_ANSWER,
  CONFIG_ANSWER,
  CONFLICT_ANSWER,
  FILE_ANSWER,
  FORM_RULES_ANSWER,
  INVALID_ANSWER,
  REFUSAL_ANSWER,
  SAVED_ANSWER,
  type Answer,
} from '../../shared/editor-answers.ts';
import type { BaseFile, DraftFile, JsonObject, ListedArticle } from './draft.ts';

export type SaveAnswer =
  | { kind: 'saved'; files: EditorFile[] }
  | { kind: 'conflict'; paths: string[]; message: string }
  | { kind: 'invalid'; problems: Problem[]; message: string }
  | { kind: 'failed'; message: string };

/** The files of a snapshot as the editor's state starts from them. */
export function baseFiles(snapshot: ConfigSnapshot): Record<string, BaseFile> {
  return Object.fromEntries(snapshot.files.map(({ path, text, hash }) => [path, { text, hash }]));
}

/** The articles a snapshot lists without their text, as the editor's state starts from them. */
export function listedArticles(snapshot: ConfigSnapshot): Record<string, ListedArticle> {
  return Object.fromEntries(
    snapshot.articles.map(({ path, hash, entry }) => [path, { hash, entry: entry as JsonObject }]),
  );
}

/**
 * An answer's body, checked against its schema before anything reads it: a MalformedAnswer, whose
 * message the editor shows, when it is not what the call answers (answer-check.ts, loaded beside the
 * first answer so the entry's request for the config leaves at once).
 */
export async function checkedJson<T>(call: string, response: Response, answer: Answer<T>): Promise<T> {
  const [body, { checkedAnswer }] = await Promise.all([response.text(), import('./answer-check.ts')]);
  return checkedAnswer(call, body, answer);
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
export function post(path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  return fetch(`api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [XSRF_HEADER]: xsrfToken() },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

/** A call of the editor's API with another method (PATCH with JSON, DELETE without a body). */
export function send(method: 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<Response> {
  return fetch(`api/${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), [XSRF_HEADER]: xsrfToken() },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A refusal's sentence when the answer has one, else its status. */
async function refusal(call: string, response: Response): Promise<Error> {
  const body = await checkedJson(call, response, REFUSAL_ANSWER).catch(() => undefined);
  return new Error(body?.message ?? `${response.status} ${response.statusText}`);
}

/** Every problem of the draft (its changed files) with every saved file: the server's check (merge-problems.ts). */
export async function checkOnServer(
  changed: ReadonlyMap<string, DraftFile>,
  signal?: AbortSignal,
): Promise<CheckedDraft> {
  const files = [...changed].map(([path, file]) =>
    file.kind === 'json' ? { path, value: file.value } : { path, text: file.text },
  );
  const response = await post('check', { files }, signal);
  const call = 'POST api/check';
  if (!response.ok) throw await refusal(call, response);
  return checkedJson(call, response, CHECKED_ANSWER);
}

/** The places of the saved articles the editor holds as their list entry (all but `loaded`) that hold the query's words. */
export async function searchOnServer(query: string, loaded: string[], signal?: AbortSignal): Promise<SearchAnswer> {
  const response = await post('search', { query, loaded }, signal);
  const call = 'POST api/search';
  if (!response.ok) throw await refusal(call, response);
  return checkedJson(call, response, SEARCH_ANSWER);
}

export async function fetchConfig(): Promise<ConfigSnapshot> {
  const response = await get('config');
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return checkedJson('GET api/config', response, CONFIG_ANSWER);
}

export async function fetchFile(path: string): Promise<BaseFile | undefined> {
  const response = await get(`files/${path}`);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const { text, hash } = await checkedJson(`GET api/files/${path}`, response, FILE_ANSWER);
  return { text, hash };
}

export async function saveFiles(files: SaveFile[]): Promise<SaveAnswer> {
  const response = await post('save', { files });
  const call = 'POST api/save';
  if (response.ok) {
    const files: EditorFile[] = (await checkedJson(call, response, SAVED_ANSWER)).files;
    return { kind: 'saved', files };
  }
  if (response.status === 409) return { kind: 'conflict', ...(await checkedJson(call, response, CONFLICT_ANSWER)) };
  if (response.status === 422) return { kind: 'invalid', ...(await checkedJson(call, response, INVALID_ANSWER)) };
  // A refusal's sentence when it has one; the status when its body is not even that (a proxy's page).
  const refusal = await checkedJson(call, response, REFUSAL_ANSWER).catch(() => undefined);
  return { kind: 'failed', message: refusal?.message ?? `${response.status}` };
}

/** Why a form's rules do not compile (ajv compiles them on the server), or null. */
export async function checkFormRules(form: unknown): Promise<string | null> {
  const response = await post('form-rules', { form });
  if (!response.ok) throw new Error(`${response.status}`);
  return (await checkedJson('POST api/form-rules', response, FORM_RULES_ANSWER)).error;
}
