// One thread of the build's pool (render-pool.ts): renders pages with the server-render bundle,
// writes each into the build with its compressed copies, compresses the bundle's files, and encodes
// the copies of pictures (picture-encoder.ts). Tasks run one after the other, in the order they arrive.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import type * as ServerBundle from '../../src/entry-server.tsx';
import type { ManifestEntry } from '../../src/shared/files-manifest.ts';
import { variantFacts } from './files-manifest.ts';
import { encodePicture, type PictureJob, type PictureResult } from './picture-encoder.ts';
import { isCompressible, precompressFile, writeCompressedCopies } from './precompress.ts';
import { pageDocument, showsForm, type Manifest } from './prerender.ts';
import type { PlannedPage } from './site-plan.ts';
import { openConfigSource, recordReads } from './ssr/config-source.ts';
import type { BlogIndexEntry } from '../../src/shared/blog-index.ts';
import type { PictureCopiesBySrc } from '../../src/shared/picture-copies.ts';

/** What rendering needs, sent once to each thread before its first page. */
export interface RenderSetup {
  ssrEntry: string;
  configDir: string;
  blogIndex: BlogIndexEntry[];
  /** index.html with the page's script inline (prerender.ts scriptLast). */
  template: string;
  headInlines: string[];
  /** The web fonts of each language's pages, by language code, which its pages preload. */
  fonts: Record<string, string[]>;
  manifest: Manifest;
  outDir: string;
  /** The copies of the raster pictures (pictures.ts), which the pages list. */
  pictures: PictureCopiesBySrc;
}

/** What the pool learns of each page written. */
export interface WrittenPage {
  file: string;
  form: boolean;
  bytes: number;
  /** Its copies' facts for the files manifest (files-manifest.ts), from the bytes written. */
  facts: Omit<ManifestEntry, 'path'>;
}

export type PoolTask =
  | { kind: 'setup'; setup: RenderSetup }
  | { kind: 'render'; pages: PlannedPage[] }
  | { kind: 'compress'; files: { file: string; relative: string }[] }
  | { kind: 'picture'; job: PictureJob };

/** Each reply says how much processor time the thread has used so far. */
export type PoolResult = WrittenPage[] | number | PictureResult;
export type PoolReply = { id: number; cpuMs: number } & ({ result: PoolResult } | { error: string });

process.env.NODE_ENV = 'production';

let setup: RenderSetup | undefined;
let bundle: typeof ServerBundle | undefined;

async function renderPage(page: PlannedPage): Promise<WrittenPage> {
  if (!setup || !bundle) throw new Error('a page to render before the pool was set up');
  const stopRecording = recordReads();
  let rendered: ServerBundle.RenderedPage;
  let reads: string[];
  try {
    rendered = await bundle.render(page.path ?? (page.notFoundIn ?? '') + bundle.notFoundProbePath);
  } catch (error) {
    throw new Error(`rendering ${page.path ?? page.file} (${page.sources.join(', ')}) failed: ${String(error)}`, {
      cause: error,
    });
  } finally {
    reads = stopRecording();
  }
  const stray = reads.filter((read) => !page.sources.includes(read));
  if (stray.length > 0)
    throw new Error(
      `the page ${page.path ?? page.file} read ${stray.join(', ')}, which its plan does not list (scripts/build/site-plan.ts): an incremental build would miss changes to it`,
    );
  const html = Buffer.from(pageDocument(setup.template, setup.headInlines, setup.manifest, rendered, setup.fonts));
  const file = join(setup.outDir, page.file);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  const facts: WrittenPage['facts'] = { identity: variantFacts(html, 'identity') };
  if (isCompressible(page.file, html.length)) {
    const copies = writeCompressedCopies(file, html, 'page');
    facts.br = variantFacts(copies.br, 'br');
    facts.gzip = variantFacts(copies.gzip, 'gzip');
  }
  return { file: page.file, form: showsForm(rendered), bytes: html.length, facts };
}

async function run(task: PoolTask): Promise<PoolResult> {
  switch (task.kind) {
    case 'setup': {
      setup = task.setup;
      openConfigSource(setup.configDir, setup.blogIndex);
      bundle = (await import(pathToFileURL(setup.ssrEntry).href)) as typeof ServerBundle;
      bundle.setPictureCopies(setup.pictures);
      return 0;
    }
    case 'render': {
      const written: WrittenPage[] = [];
      for (const page of task.pages) written.push(await renderPage(page));
      return written;
    }
    case 'compress':
      return task.files.filter(({ file, relative }) => precompressFile(file, relative, 'asset')).length;
    case 'picture':
      return encodePicture(task.job);
  }
}

let queue = Promise.resolve();
parentPort!.on('message', ({ id, task }: { id: number; task: PoolTask }) => {
  queue = queue.then(async () => {
    let outcome: { result: PoolResult } | { error: string };
    try {
      outcome = { result: await run(task) };
    } catch (error) {
      outcome = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    const { user, system } = process.threadCpuUsage();
    parentPort!.postMessage({ id, cpuMs: (user + system) / 1000, ...outcome } satisfies PoolReply);
  });
});
