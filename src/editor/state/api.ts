// The editor's calls to its server (src/server/editor/plugin.ts), relative to the editor's address so
// the same bundle works at / (npm run edit) and under a prefix such as /admin.
import type { Problem } from '../../shared/config-check/json-source.ts';
import type { BaseFile } from './draft.ts';

export interface ImageInfo {
  src: string;
  width: number;
  height: number;
}

export interface ConfigSnapshot {
  /** Which config directory this is: drafts kept in the browser belong to one. */
  configId: string;
  files: ({ path: string } & BaseFile)[];
  publicFiles: string[];
  images: ImageInfo[];
  sections: { components: string[]; pageHeadings: string[] };
}

export type SaveAnswer =
  | { kind: 'saved'; files: ({ path: string } & BaseFile)[] }
  | { kind: 'conflict'; paths: string[]; message: string }
  | { kind: 'invalid'; problems: Problem[]; message: string }
  | { kind: 'failed'; message: string };

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export async function fetchConfig(): Promise<ConfigSnapshot> {
  const response = await fetch('api/config', { cache: 'no-store' });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return json<ConfigSnapshot>(response);
}

export async function fetchFile(path: string): Promise<BaseFile | undefined> {
  const response = await fetch(`api/files/${path}`, { cache: 'no-store' });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return json<BaseFile>(response);
}

export async function saveFiles(files: { path: string; baseHash: string | null; value: unknown }[]): Promise<SaveAnswer> {
  const response = await fetch('api/save', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ files }) });
  const body = await json<{ files?: ({ path: string } & BaseFile)[]; paths?: string[]; problems?: Problem[]; message?: string }>(response);
  if (response.ok && body.files) return { kind: 'saved', files: body.files };
  if (response.status === 409) return { kind: 'conflict', paths: body.paths ?? [], message: body.message ?? '' };
  if (response.status === 422) return { kind: 'invalid', problems: body.problems ?? [], message: body.message ?? '' };
  return { kind: 'failed', message: body.message ?? `${response.status}` };
}

/** Why a form's rules do not compile (ajv compiles them on the server), or null. */
export async function checkFormRules(form: unknown): Promise<string | null> {
  const response = await fetch('api/form-rules', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ form }) });
  if (!response.ok) throw new Error(`${response.status}`);
  return (await json<{ error: string | null }>(response)).error;
}
