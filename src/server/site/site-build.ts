// One build of the site as the server serves it: the directory `npm run build` (or a publish)
// wrote, with what the server reads of it when it loads it: the route list, the index of its files
// (their bytes stay on disk, and the hot ones in memory: static-files.ts), the HTML of the pages
// that show a form, the forms and mailboxes, the locale and the services catalog. A build is never
// changed once loaded; a publish loads a new one and the server swaps to it (live-site.ts). Loading
// never holds the event loop for long: a publish's switch happens while the site answers visitors.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ROUTES_META, type Mailboxes, type RoutesMeta, type ServiceCatalog } from '../../shared/build-meta.ts';
import type { FormDefinition } from '../../shared/forms/definition.ts';
import {
  readFormDefinitions,
  readMailboxes,
  readSiteLanguages,
  readSiteLocale,
  readTranslatedForms,
} from '../forms/definitions.ts';
import type { SiteLanguage } from '../../shared/generated/config-types.ts';
import { readCspMeta, securityHeaders } from '../security-headers.ts';
import { readServiceCatalog } from '../services/catalog.ts';
import { readStaticFiles, type FileBodies, type StaticFile, type StaticFilesIndex } from '../static-files.ts';

export interface SiteBuild {
  dir: string;
  meta: RoutesMeta;
  /** Every file the build serves, by its URL path (/assets/x.js, /home/index.html). */
  files: ReadonlyMap<string, StaticFile>;
  /** Whether the files were indexed from the build's manifest or by reading them (a build made before
   *  manifests), and what was wrong with a manifest that could not be used. */
  indexed: Pick<StaticFilesIndex, 'from' | 'problem'>;
  /** The bytes of the files served lately, shared by every build the server loads. */
  bodies: FileBodies;
  /** The HTML of each page that shows a form (meta.formPages), by its path: a form sent without scripts is answered with it. */
  htmlOfFormPages: ReadonlyMap<string, string>;
  /** The headers of every answer made from this build: its CSP allows its own inline style sheet and scripts. */
  headers: Record<string, string>;
  forms: FormDefinition[];
  mailboxes: Mailboxes;
  locale: string;
  /** The site's languages, the main one first (none from a build made before they were recorded). */
  languages: SiteLanguage[];
  /** The forms other languages translate, by "<code> <form id>". */
  translatedForms: ReadonlyMap<string, FormDefinition>;
  /** Undefined for a build made before bookings existed. */
  catalog: ServiceCatalog | undefined;
}

export class NoBuildError extends Error {}

/** Says in the log when a build's files were indexed by reading them all: slower, and worth knowing when the build has a manifest. */
export function reportIndexing(log: FastifyBaseLogger, build: SiteBuild): void {
  if (build.indexed.problem)
    log.warn(
      { dir: build.dir, problem: build.indexed.problem },
      "the build's file manifest was not used: its files were read instead",
    );
  else if (build.indexed.from === 'scan')
    log.info(
      { dir: build.dir },
      'the build has no file manifest (built before manifests existed): its files were read instead',
    );
}

/** Reads the build in dir. @throws NoBuildError when dir holds no complete build. */
export async function loadSiteBuild(dir: string, bodies: FileBodies): Promise<SiteBuild> {
  const metaFile = join(dir, ROUTES_META);
  if (!existsSync(metaFile)) throw new NoBuildError(`${dir} holds no built site: run npm run build`);
  const meta = JSON.parse(await readFile(metaFile, 'utf8')) as RoutesMeta;
  const { files, ...indexed } = await readStaticFiles(dir, bodies);
  const forms = readFormDefinitions(dir);
  const languages = readSiteLanguages(dir);
  const htmlOfFormPages = new Map<string, string>();
  for (const path of meta.formPages) {
    const page = files.get(`${path}/index.html`);
    if (page) htmlOfFormPages.set(path, (await readFile(page.variants.identity.file)).toString('utf8'));
  }
  return {
    dir,
    meta,
    files,
    indexed,
    bodies,
    htmlOfFormPages,
    // A few small files, read at once.
    headers: securityHeaders(readCspMeta(dir)),
    forms,
    mailboxes: readMailboxes(dir),
    locale: readSiteLocale(dir),
    languages,
    translatedForms: readTranslatedForms(dir, forms, languages),
    catalog: readServiceCatalog(dir),
  };
}
