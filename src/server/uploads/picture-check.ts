// What an uploaded file is, judged by its content and never by its name: PNG, JPEG, WebP, AVIF or
// a still GIF, recognised by its first bytes (magic numbers), its size in pixels read from its
// header BEFORE anything is decoded (a 40,000 x 40,000 "decompression bomb" is a few kilobytes
// and would need gigabytes decoded), then decoded in full by sharp (libvips, streaming: it holds
// a few rows, not the whole bitmap) with its own pixel limit as a second guard. An SVG is accepted
// only when a strict sanitizer leaves it unchanged (svg-rules.ts, on a thread of its own). A raster
// picture that is accepted leaves here without its metadata (location, camera, author…) and upright
// (picture-cleaning.ts): what is stored, served and published is that cleaned file.
import { createHash } from 'node:crypto';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import { DeadlineWorker } from '../threads/deadline-worker.ts';
import type { PictureCleaning } from '../../shared/editor-contract.ts';
import { cleanPicture } from './picture-cleaning.ts';
import { MAX_SIDE, MAX_UPLOAD_BYTES } from './picture-limits.ts';
import type { SvgVerdict } from './svg-rules.ts';

export { MAX_SIDE, MAX_UPLOAD_BYTES };
const SVG_DEADLINE_MS = 10_000;

// Decoded pictures are not kept in sharp's cache: each upload is judged once.
sharp.cache(false);

export type PictureType = 'png' | 'jpeg' | 'webp' | 'avif' | 'gif' | 'svg';

export const MEDIA_TYPES: Record<PictureType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The file name ending each kind is stored with, whatever the uploaded name said. */
export const EXTENSIONS: Record<PictureType, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
  svg: 'svg',
};

export interface CheckedPicture {
  type: PictureType;
  width: number;
  height: number;
  /** SHA-256 of the bytes, hex: the same picture uploaded twice is stored once. */
  hash: string;
  /** The bytes to store: the upload's, without its metadata. */
  bytes: Buffer;
  /** What was removed from the upload to make `bytes`. */
  cleaning: PictureCleaning;
}

export type PictureVerdict =
  { ok: true; picture: CheckedPicture } | { ok: false; status: 413 | 415 | 422; message: string };

const mib = (bytes: number) => `${bytes / 1024 / 1024} MiB`;
const ACCEPTED = 'PNG, JPEG, WebP, AVIF, a still GIF or a plain SVG';

export const refusals = {
  empty: `The file is empty (0 bytes). Choose the picture itself: ${ACCEPTED}.`,
  tooLarge: `The file is larger than ${mib(MAX_UPLOAD_BYTES)}. Make it smaller (export it at a lower size or quality) and upload it again.`,
  notAPicture: `This file is not a picture the site can show, whatever its name says. Upload ${ACCEPTED}.`,
  damaged: (kind: string) =>
    `This ${kind} file is damaged or incomplete and cannot be read. Export or download it again, then upload it.`,
  tooManyPixels: (width: number, height: number) =>
    `The picture is ${width.toLocaleString('en')} x ${height.toLocaleString('en')} pixels; at most ${MAX_SIDE.toLocaleString('en')} pixels a side are accepted. Make it smaller and upload it again.`,
  animated: 'Animated GIFs are not accepted. Upload a still picture (PNG, JPEG or WebP), or a single frame of it.',
  svg: (reasons: string[]) =>
    `This SVG was refused: it contains ${reasons.join(', ')}. Export it again as a plain drawing (no scripts, event handlers, embedded HTML or links to other files), or upload it as PNG.`,
  svgUnchecked: 'This SVG could not be checked in time. Simplify it, or upload it as PNG.',
};

const startsWith = (bytes: Buffer, at: number, text: string) =>
  bytes.length >= at + text.length && bytes.subarray(at, at + text.length).toString('latin1') === text;

/** The ISO-BMFF brands of an "ftyp" box (AVIF is one such file; HEIC another, not accepted). */
function brands(bytes: Buffer): string[] {
  const size = Math.min(bytes.length >= 4 ? bytes.readUInt32BE(0) : 0, bytes.length, 256);
  const found: string[] = [];
  for (let at = 8; at + 4 <= size; at += 4) if (at !== 12) found.push(bytes.subarray(at, at + 4).toString('latin1'));
  return found;
}

/** What kind of picture the bytes are, by their first bytes; undefined for anything else. */
export function sniff(bytes: Buffer): PictureType | undefined {
  if (startsWith(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (startsWith(bytes, 0, 'GIF87a') || startsWith(bytes, 0, 'GIF89a')) return 'gif';
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBP')) return 'webp';
  if (startsWith(bytes, 4, 'ftyp') && brands(bytes).some((brand) => brand === 'avif' || brand === 'avis'))
    return 'avif';
  // An SVG is text: optional byte order mark, white space, XML declaration or comments, then "<svg".
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head))
    return 'svg';
  return undefined;
}

let svgThread: DeadlineWorker<string, SvgVerdict> | undefined;

async function checkSvg(bytes: Buffer): Promise<PictureVerdict> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, status: 422, message: refusals.damaged('SVG') };
  }
  svgThread ??= new DeadlineWorker(new URL('./svg-thread.ts', import.meta.url), {
    deadlineMs: SVG_DEADLINE_MS,
    maxMemoryMb: 512,
  });
  const outcome = await svgThread.run(text);
  if (!outcome.ok) return { ok: false, status: 422, message: refusals.svgUnchecked };
  const verdict = outcome.value;
  if (!verdict.ok && 'tooLarge' in verdict)
    return { ok: false, status: 422, message: refusals.tooManyPixels(verdict.tooLarge.width, verdict.tooLarge.height) };
  if (!verdict.ok) return { ok: false, status: 422, message: refusals.svg(verdict.reasons) };
  // Comments are the one thing taken out of an SVG (svg-rules.ts): the file stored is without them.
  const stored = verdict.comments > 0 ? Buffer.from(verdict.text, 'utf8') : bytes;
  return {
    ok: true,
    picture: {
      type: 'svg',
      width: verdict.width,
      height: verdict.height,
      hash: hashOf(stored),
      bytes: stored,
      cleaning: verdict.comments > 0 ? { removed: ['comment'], turned: false } : NOTHING_REMOVED,
    },
  };
}

const NOTHING_REMOVED: PictureCleaning = { removed: [], turned: false };

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function checkRaster(type: Exclude<PictureType, 'svg'>, bytes: Buffer): Promise<PictureVerdict> {
  const name = type.toUpperCase();
  // The header first: the size a decode would need, without decoding anything.
  let header: { width?: number; height?: number };
  try {
    header = imageSize(bytes);
  } catch {
    return { ok: false, status: 422, message: refusals.damaged(name) };
  }
  if (!header.width || !header.height) return { ok: false, status: 422, message: refusals.damaged(name) };
  if (header.width > MAX_SIDE || header.height > MAX_SIDE)
    return { ok: false, status: 422, message: refusals.tooManyPixels(header.width, header.height) };
  const options = { limitInputPixels: MAX_SIDE * MAX_SIDE, sequentialRead: true, failOn: 'warning' } as const;
  try {
    const metadata = await sharp(bytes, options).metadata();
    if (type === 'gif' && (metadata.pages ?? 1) > 1) return { ok: false, status: 422, message: refusals.animated };
    // Every pixel decoded (a truncated or corrupt file fails here), into a tiny output: memory stays a few rows.
    await sharp(bytes, options).resize({ width: 16, height: 16, fit: 'inside' }).raw().toBuffer();
    const cleaned = await cleanPicture(type, bytes, options);
    return {
      ok: true,
      picture: {
        type,
        width: cleaned.width,
        height: cleaned.height,
        hash: hashOf(cleaned.bytes),
        bytes: cleaned.bytes,
        cleaning: { removed: cleaned.removed, turned: cleaned.turned },
      },
    };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message))
      return { ok: false, status: 422, message: refusals.tooManyPixels(header.width, header.height) };
    return { ok: false, status: 422, message: refusals.damaged(name) };
  }
}

/** Judges an uploaded file's bytes: the picture it is, or why it is refused (in a sentence saying what to do). */
export async function checkPicture(bytes: Buffer): Promise<PictureVerdict> {
  if (bytes.length === 0) return { ok: false, status: 422, message: refusals.empty };
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, status: 413, message: refusals.tooLarge };
  const type = sniff(bytes);
  if (!type) return { ok: false, status: 415, message: refusals.notAPicture };
  return type === 'svg' ? checkSvg(bytes) : checkRaster(type, bytes);
}

/** Stops the SVG thread (the server is stopping). */
export async function closePictureChecks(): Promise<void> {
  await svgThread?.close();
  svgThread = undefined;
}
