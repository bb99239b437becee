// A build of the site into a new folder: the bundles (built, or reused from the cache when the code
// and their config inputs are the same: bundles.ts), the copies of the pictures (pictures.ts), every
// page of the plan rendered and compressed by a pool of threads, the crawler files and the feed, and
// what the server reads (.meta/). Given an earlier build, it also reuses the files of every page whose
// own inputs are the same while nothing every page shows changed (site-plan.ts). What changed is
// worked out from content hashes the earlier build recorded (build-record.ts), not from what the
// caller says changed: the result is the same as a full build of the same config, byte for byte
// (site-build.test.ts).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TranslationConfig } from '../../src/shared/generated/config-types.ts';
import { BUILD_RECORD, newRecord, readRecord, type BuildRecord } from './build-record.ts';
import { sha256 } from './bundle-inputs.ts';
import { buildBundles, cachedBundles, pageTemplate, servedClientFiles, type SiteBundles } from './bundles.ts';
import { codeFingerprint } from './code-fingerprint.ts';
import { readConfigSnapshot } from './config-snapshot.ts';
import { siteAt } from './content-dates.ts';
import { robotsTxt, sitemapFiles } from './crawler-files.ts';
import { writeFilesManifest } from './files-manifest.ts';
import { writeNginxIncludes } from './nginx-includes.ts';
import { pageIcon } from './page-icon.ts';
import { pageScript, speculationRulesScript } from './page-script.ts';
import { pageStyles } from './page-styles.ts';
import { ARABIC_TYPE_LANGUAGE, arabicTypeFiles } from '../arabic-type.ts';
import { linkPictures, makePictures } from './pictures.ts';
import { isCompressible, writeCompressedCopies } from './precompress.ts';
import { scriptLast, type Manifest, type RenderedSite } from './prerender.ts';
import { BuildPool } from './render-pool.ts';
import { feedFiles } from './rss.ts';
import { writeServerMeta } from './server-meta.ts';
import {
  NOT_FOUND_FILE,
  planSite,
  redirectsInEveryLanguage,
  siteWideFiles,
  sitemapEntries,
  type PlannedPage,
} from './site-plan.ts';
import { linkFiles, writeFile } from './write-file.ts';

/** A page larger than this is worth a word: it loads slowly, and is most likely a pasting mistake. */
export const LARGE_PAGE_BYTES = 512 * 1024;

export interface SiteBuildOptions {
  root: string;
  configDir: string;
  outDir: string;
  /** An earlier, complete build whose bundles and unchanged pages this one reuses. */
  previousDir?: string;
  /**
   * The config's check, which runs meanwhile (in a thread of its own): it rejects when the config has
   * errors, and the build then stops with no build left behind. Nothing is final before it resolved.
   */
  checked: Promise<void>;
  /** The build's time (sitemap, feed, route list): SOURCE_DATE_EPOCH makes it reproducible. */
  now: Date;
  /** The moment the content's show-from and show-until dates are judged at; the build's time by default. */
  visibleAt?: Date;
  onProgress?: (step: 'bundle' | 'prerender' | 'finish', fraction: number) => void;
  onTiming?: (step: string) => void;
  /** Told of things worth knowing that do not stop the build (a very large page). */
  onWarning?: (message: string) => void;
  /** Threads for rendering and compressing; one per core by default. */
  threads?: number;
}

export interface SiteBuildResult {
  /** Pages with an address, and the not-found page. */
  pages: number;
  rendered: number;
  reused: number;
  bundlesReused: boolean;
  /** The processor time of the threads that rendered and compressed. */
  threadsCpuMs: number;
  /** Copies of pictures encoded by this build, and found in the picture cache. */
  picturesEncoded: number;
  picturesFromCache: number;
}

/** What an earlier build lends this one: its record and folder, when its code is this build's code. */
function earlierBuild(previousDir: string | undefined, code: string): { dir: string; record: BuildRecord } | undefined {
  if (!previousDir) return undefined;
  const record = readRecord(previousDir);
  return record && record.code === code ? { dir: previousDir, record } : undefined;
}

export async function buildSite(options: SiteBuildOptions): Promise<SiteBuildResult> {
  const { root, outDir, now } = options;
  const configDir = resolve(options.configDir);
  if (options.previousDir && resolve(options.previousDir) === resolve(outDir))
    throw new Error('the earlier build must be another folder than the new one (--previous, --out)');
  const timing = options.onTiming ?? (() => undefined);
  const progress = options.onProgress ?? (() => undefined);
  const pool = new BuildPool(options.threads);
  // The config's errors outrank any the build meets on an invalid config: they say what to fix.
  let configError: unknown;
  const checked = options.checked.then(
    () => undefined,
    (error: unknown) => {
      configError = error ?? new Error('the config has errors');
      void pool.close();
      throw configError;
    },
  );
  // Handled here, awaited below: a check that fails early must not count as an unhandled rejection.
  checked.catch(() => undefined);
  try {
    return await build();
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    await checked.catch(() => undefined);
    throw configError ?? error;
  } finally {
    await pool.close();
  }

  async function build(): Promise<SiteBuildResult> {
    const code = codeFingerprint(root);
    // What is not shown at this moment (its show-from ahead, its show-until passed) is left out from here on.
    const dated = siteAt(readConfigSnapshot(configDir), options.visibleAt ?? now);
    const snapshot = dated.snapshot;
    const earlier = earlierBuild(options.previousDir, code);
    timing('read');
    progress('bundle', 0);
    // The pictures' copies are encoded by the pool's threads while the bundles build.
    const picturesMade = makePictures(root, configDir, pool);
    // Awaited below; handled here, so that a failed bundle build is not also an unhandled rejection.
    picturesMade.catch(() => undefined);
    let bundles: SiteBundles | undefined = cachedBundles(root, code, configDir);
    const bundlesReused = bundles !== undefined;
    bundles ??= await buildBundles(root, configDir, code, pool);
    timing(bundlesReused ? 'bundles (reused)' : 'bundles');
    const pictures = await picturesMade;
    timing('pictures');

    const plan = planSite(snapshot);
    // The pictures' copies are listed by every page that shows them: a new copy renders all pages again.
    const siteWide = sha256(JSON.stringify([code, bundles.key, siteWideFiles(snapshot), pictures.copies]));
    const kept = earlier?.record.siteWide === siteWide ? earlier.record.pages : {};
    const pages = [...plan.pages, ...plan.notFound];
    // A page is taken from the earlier build when it is made of the same, and its file is there.
    const reusable = (page: PlannedPage) =>
      kept[page.file]?.digest === page.digest && existsSync(join(earlier!.dir, page.file));
    const reused = pages.filter(reusable);
    const toRender = pages.filter((page) => !reusable(page));

    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const script = pageScript(bundles.clientDir);
    const styles = pageStyles(bundles.ssrDir);
    const rules = speculationRulesScript();
    linkFiles(bundles.clientDir, outDir, servedClientFiles(bundles, script.file));
    linkPictures(pictures, outDir);
    if (earlier)
      linkFiles(
        earlier.dir,
        outDir,
        reused.flatMap((page) => [page.file, `${page.file}.br`, `${page.file}.gz`]),
      );
    timing('link');

    progress('prerender', 0);
    let done = 0;
    const written = await pool.render(
      {
        ssrEntry: join(bundles.ssrDir, 'entry-server.js'),
        configDir,
        blogIndex: snapshot.blogIndex,
        template: scriptLast(pageTemplate(bundles), script.element),
        headInlines: [pageIcon(join(root, 'public')), styles.element, rules.element],
        fonts: { [ARABIC_TYPE_LANGUAGE]: arabicTypeFiles(styles.fonts) },
        manifest: JSON.parse(readFileSync(join(bundles.clientDir, '.vite/manifest.json'), 'utf8')) as Manifest,
        outDir,
        pictures: pictures.copies,
      },
      toRender,
      (batch) => {
        done += batch.length;
        progress('prerender', done / Math.max(1, toRender.length));
      },
    );
    timing('render');
    const sources = new Map(pages.map((page) => [page.file, page]));
    for (const page of written)
      if (page.bytes > LARGE_PAGE_BYTES) options.onWarning?.(largePageWarning(sources.get(page.file)!, page.bytes));

    progress('finish', 0);
    const forms = new Map([
      ...Object.entries(kept).map(([file, page]) => [file, page.form] as const),
      ...written.map((page) => [page.file, page.form] as const),
    ]);
    const paths = plan.pages.map((page) => page.path!);
    const site: RenderedSite = {
      paths,
      formPages: plan.pages.filter((page) => forms.get(page.file)).map((page) => page.path!),
      notFound: NOT_FOUND_FILE,
      notFoundIn: plan.notFound.flatMap((page) =>
        page.notFoundIn ? [{ prefix: page.notFoundIn, file: page.file }] : [],
      ),
      redirects: redirectsInEveryLanguage(snapshot),
      siteUrl: snapshot.site.siteUrl,
    };
    const today = now.toISOString().slice(0, 10);
    for (const { name, content } of [
      ...sitemapFiles(site.siteUrl, sitemapEntries(plan), today),
      { name: 'robots.txt', content: robotsTxt(site.siteUrl) },
      ...feedFiles(
        snapshot.site,
        snapshot.blogIndex,
        now,
        (path) => snapshot.hashes.has(path),
        (path) => JSON.parse(readFileSync(join(configDir, path), 'utf8')) as TranslationConfig,
      ),
    ])
      writeSmallFile(outDir, name, content);
    timing('feeds');

    // Nothing is final until the config passed its check.
    await checked;
    const record = newRecord({
      code,
      bundleKey: bundles.key,
      siteWide,
      pages: Object.fromEntries(
        pages.map((page) => [page.file, { digest: page.digest, form: forms.get(page.file) ?? false }]),
      ),
    });
    writeFile(join(outDir, BUILD_RECORD), `${JSON.stringify(record)}\n`);
    // What the server serves, with each file's entity tags: it loads the build from this alone.
    writeFilesManifest(outDir, earlier?.dir, new Map(written.map((page) => [`/${page.file}`, page.facts])));
    timing('manifest');
    // Last: the route list it writes is also the build's time stamp (see scripts/start.ts), and a
    // folder without it is no build (src/server/site/site-build.ts).
    writeServerMeta(
      configDir,
      outDir,
      site,
      { styleHashes: [styles.hash], scriptHashes: [script.hash, rules.hash] },
      now,
      { gone: dated.gone, contentDates: dated.contentDates },
    );
    // nginx's copy of the server's headers, with this build's CSP (deploy/nginx/cortracker.conf): read from what the line above wrote.
    writeNginxIncludes(outDir);
    progress('finish', 1);
    timing('meta');
    return {
      pages: pages.length,
      rendered: written.length,
      reused: reused.length,
      bundlesReused,
      threadsCpuMs: pool.cpuMs,
      picturesEncoded: pictures.encoded,
      picturesFromCache: pictures.fromCache,
    };
  }
}

function writeSmallFile(outDir: string, name: string, content: string): void {
  const file = join(outDir, name);
  const bytes = Buffer.from(content);
  writeFile(file, bytes);
  if (isCompressible(name, bytes.length)) writeCompressedCopies(file, bytes, 'page');
}

function largePageWarning(page: PlannedPage, bytes: number): string {
  const size = `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  return `${page.sources.join(', ')}: the page ${page.path ?? page.file} is ${size} of HTML (more than ${LARGE_PAGE_BYTES / 1024} KB): it loads slowly on a phone; shorten it or split it into several`;
}
