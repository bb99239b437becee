// One build of the site as the server serves it: the directory `npm run build` (or a publish)
// wrote, with everything the server reads of it at once: the route list, the files, the forms and
// mailboxes, the locale and the services catalog. A build is never changed once loaded; a publish
// loads a new one and the server swaps to it (live-site.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { ROUTES_META, type Mailboxes, type RoutesMeta, type ServiceCatalog } from '../../shared/build-meta.ts';
import type { FormDefinition } from '../../shared/forms/definition.ts';
import { readFormDefinitions, readMailboxes, readSiteLocale } from '../forms/definitions.ts';
import { readServiceCatalog } from '../services/catalog.ts';

export interface SiteBuild {
  dir: string;
  meta: RoutesMeta;
  /** Every file the build serves, by its URL path (/assets/x.js); no dot files, no .br/.gz copies. */
  files: ReadonlySet<string>;
  forms: FormDefinition[];
  mailboxes: Mailboxes;
  locale: string;
  /** Undefined for a build made before bookings existed. */
  catalog: ServiceCatalog | undefined;
}

/** The URL path of every servable file under dir. */
function servedFiles(dir: string): Set<string> {
  const files = new Set<string>();
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = `/${name.split(sep).join('/')}`;
    if (/\/\./.test(path) || /\.(br|gz)$/.test(path) || !statSync(join(dir, name)).isFile()) continue;
    files.add(path);
  }
  return files;
}

export class NoBuildError extends Error {}

/** Reads the build in dir. @throws NoBuildError when dir holds no complete build. */
export function loadSiteBuild(dir: string): SiteBuild {
  const metaFile = join(dir, ROUTES_META);
  if (!existsSync(metaFile)) throw new NoBuildError(`${dir} holds no built site: run npm run build`);
  return {
    dir,
    meta: JSON.parse(readFileSync(metaFile, 'utf8')) as RoutesMeta,
    files: servedFiles(dir),
    forms: readFormDefinitions(dir),
    mailboxes: readMailboxes(dir),
    locale: readSiteLocale(dir),
    catalog: readServiceCatalog(dir),
  };
}
