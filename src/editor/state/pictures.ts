// The library's calls (src/server/uploads/upload-routes.ts) and what the library shows of each
// picture: its group (by folder), its name, its size in words. An upload goes through
// XMLHttpRequest, the one browser API that reports how much of a request body has been sent (the
// progress bar).
import { XSRF_HEADER } from '../../shared/http/xsrf.ts';
import type { ImageInfo, PictureCleaning } from '../../shared/editor-contract.ts';
import { fill, text } from '../strings.ts';
import { get, post, xsrfToken } from './api.ts';

export type PictureGroup = 'uploads' | 'illustrations' | 'icons' | 'clients' | 'other';

export const GROUP_ORDER: PictureGroup[] = ['uploads', 'illustrations', 'icons', 'clients', 'other'];

/** The group of a picture, by the folder it is in under /images/. */
export function groupOf(src: string): PictureGroup {
  const folder = src.split('/')[2] ?? '';
  return (GROUP_ORDER as string[]).includes(folder) && src.split('/').length > 3 ? (folder as PictureGroup) : 'other';
}

/** Its file name: what the marketer searches by. */
export function nameOf(src: string): string {
  return src.split('/').pop() ?? src;
}

export function bytesInWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;
}

export async function fetchPictures(): Promise<ImageInfo[]> {
  const response = await get('pictures');
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return ((await response.json()) as { pictures: ImageInfo[] }).pictures;
}

export type UploadAnswer =
  | { kind: 'stored'; picture: ImageInfo; existed: boolean; cleaning: PictureCleaning }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

/** Sends a file; `onProgress` hears the share sent (0-1). */
export function uploadPicture(file: File, onProgress: (share: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', 'api/pictures');
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.setRequestHeader('x-picture-name', encodeURIComponent(file.name));
    request.setRequestHeader(XSRF_HEADER, xsrfToken());
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = (request.response ?? {}) as {
        picture?: ImageInfo;
        existed?: boolean;
        cleaning?: PictureCleaning;
        message?: string;
      };
      if (request.status < 300 && body.picture)
        resolve({
          kind: 'stored',
          picture: body.picture,
          existed: body.existed === true,
          cleaning: body.cleaning ?? { removed: [], turned: false },
        });
      else resolve(body.message ? { kind: 'refused', message: body.message } : { kind: 'failed' });
    };
    request.onerror = () => resolve({ kind: 'failed' });
    request.send(file);
  });
}

export type DeleteAnswer =
  { kind: 'deleted' } | { kind: 'used'; usedBy: string[] } | { kind: 'refused'; message: string };

export async function deletePicture(src: string): Promise<DeleteAnswer> {
  const response = await post('pictures/delete', { src });
  const body = (await response.json().catch(() => ({}))) as { usedBy?: string[]; message?: string };
  if (response.ok) return { kind: 'deleted' };
  if (response.status === 409 && body.usedBy) return { kind: 'used', usedBy: body.usedBy };
  return { kind: 'refused', message: body.message ?? `${response.status} ${response.statusText}` };
}

/** What the upload removed from the picture, in the marketer's words; '' when it removed nothing. */
export function cleaningInWords(cleaning: PictureCleaning): string {
  const words = text.media.upload.cleaned;
  const removed =
    cleaning.removed.length > 0
      ? fill(words.removed, {
          details: new Intl.ListFormat('en', { type: 'conjunction' }).format(
            cleaning.removed.map((detail) => words.details[detail]),
          ),
        })
      : '';
  return [removed, cleaning.turned ? words.turned : ''].filter(Boolean).join(' ');
}
