// One build of the site as the server serves it: the directory `npm run build` (or a publish)
// wrote, with everything the server reads of it at once: the route list, the files, the forms and
// mailboxes, the locale and the services catalog. A build is never changed once loaded; a publish
// loads a new one and the server swaps to it (live-site.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES_META, type Mailboxes, type RoutesMeta, type ServiceCatalog } from '../../shared/build-meta.ts';
import type { FormDefinition } from '../../shared/forms/definition.ts';
import { readFormDefinitions, readMailboxes, readSiteLocale } from '../forms/definitions.ts';
import { readCspMeta, securityHeaders } from '../security-headers.ts';
import { readServiceCatalog } from '../services/catalog.ts';
import { readStaticFiles, type StaticFile } from '../static-files.ts';

export interface SiteBuild {
  dir: string;
  meta: RoutesMeta;
  /** Every file the build serves, in memory, by its URL path (/assets/x.js, /home/index.html). */
  files: ReadonlyMap<string, StaticFile>;
  /** The headers of every answer made from this build: its CSP allows its own inline style sheet and scripts. */
  headers: Record<string, string>;
  forms: FormDefinition[];
  mailboxes: Mailboxes;
  locale: string;
  /** Undefined for a build made before bookings existed. */
  catalog: ServiceCatalog | undefined;
}

export class NoBuildError extends Error {}

/** Reads the build in dir. @throws NoBuildError when dir holds no complete build. */
export function loadSiteBuild(dir: string): SiteBuild {
  const metaFile = join(dir, ROUTES_META);
  if (!existsSync(metaFile)) throw new NoBuildError(`${dir} holds no built site: run npm run build`);
  return {
    dir,
    meta: JSON.parse(readFileSync(metaFile, 'utf8')) as RoutesMeta,
    files: readStaticFiles(dir),
    headers: securityHeaders(readCspMeta(dir)),
    forms: readFormDefinitions(dir),
    mailboxes: readMailboxes(dir),
    locale: readSiteLocale(dir),
    catalog: readServiceCatalog(dir),
  };
}
