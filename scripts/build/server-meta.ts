// What the server needs of the config, written into dist/.meta/ (paths and shapes in
// src/shared/build-meta.ts): the forms it answers, the mailboxes it notifies, the services catalog a
// booking is recorded with, the hashes its Content-Security-Policy allows, and the route list it serves.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServicesConfig } from '../../src/sections/serviceCards/services-config.ts';
import {
  CSP_META,
  formMetaFile,
  translatedFormMetaFile,
  MAILBOXES_META,
  ROUTES_META,
  SERVICES_META,
  SITE_META,
  type CspMeta,
  type Mailboxes,
  type RoutesMeta,
  type ServiceCatalog,
  type SiteMeta,
} from '../../src/shared/build-meta.ts';
import { policyVersions, type LegalPageLike } from '../../src/shared/services/policies.ts';
import type { RenderedSite } from './prerender.ts';
import { writeFile } from './write-file.ts';
import { DEFAULT_TIME_ZONE } from '../../src/shared/zoned-time.ts';
import {
  CONFIG_FILES,
  CONFIG_FOLDERS,
  formFile,
  idOfFileName,
  pageFile,
  translationFile,
} from '../../src/shared/config-check/config-layout.ts';
import type { SiteLanguage, TranslationConfig } from '../../src/shared/generated/config-types.ts';
import { languagesOf } from '../../src/shared/language-paths.ts';
import { localeOfLanguage } from '../../src/shared/dates.ts';
import { translatedForm } from '../../src/shared/translation.ts';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The catalog of the paid services, with the version of each policy the agreement links to. */
export function serviceCatalog(configDir: string): ServiceCatalog {
  const readConfig = <T>(path: string) => JSON.parse(readFileSync(join(configDir, path), 'utf8')) as T;
  const services = readConfig<ServicesConfig>(CONFIG_FILES.services);
  const routeTable = readConfig<{ routes: { path: string; page: string }[] }>(CONFIG_FILES.routes);
  const pageAt = (path: string) => {
    const page = routeTable.routes.find((route) => route.path === path)?.page;
    return page === undefined ? undefined : readConfig<LegalPageLike>(pageFile(page));
  };
  return {
    checkoutMode: services.checkoutMode,
    currency: services.currency,
    allowedCheckoutHosts: services.allowedCheckoutHosts,
    policies: policyVersions(services.agreement.label, pageAt),
    services: services.services.map(({ index, title, price, checkoutUrl }) => ({ index, title, price, checkoutUrl })),
  };
}

/** Writes everything the server reads of a build into its .meta/. */
export function writeServerMeta(
  configDir: string,
  dist: string,
  site: RenderedSite,
  csp: CspMeta,
  builtAt: Date,
  dates: Pick<RoutesMeta, 'gone' | 'contentDates'> = {},
): void {
  writeConfigMeta(configDir, dist);
  writeFile(join(dist, CSP_META), json(csp));
  const routes: RoutesMeta = {
    pages: site.paths,
    formPages: site.formPages,
    redirects: site.redirects,
    notFound: site.notFound,
    ...(site.notFoundIn.length > 0 ? { notFoundIn: site.notFoundIn } : {}),
    builtAt: builtAt.toISOString(),
    ...dates,
  };
  writeFile(join(dist, ROUTES_META), json(routes));
}

/** What the server reads of a config directory (forms, mailboxes, locale, services catalog), into dist/.meta/. */
export function writeConfigMeta(configDir: string, dist: string): void {
  const siteConfig = JSON.parse(readFileSync(join(configDir, CONFIG_FILES.site), 'utf8')) as {
    contacts: { emails: Mailboxes };
    seo: { locale: string };
    timeZone?: string;
    languages?: SiteLanguage[];
  };
  // Another language's locale too: the server writes a date of a post from its page (the trial's
  // agreement kept as evidence) as that page wrote it.
  const languages = languagesOf(siteConfig).map((language, index) => ({
    code: language.code,
    name: language.name,
    dir: language.dir,
    ...(index > 0 ? { locale: localeOfLanguage(language) } : {}),
  }));
  const formsDir = join(configDir, CONFIG_FOLDERS.forms);
  for (const name of readdirSync(formsDir)) {
    const id = idOfFileName(name);
    if (id === undefined) continue;
    const text = readFileSync(join(formsDir, name), 'utf8');
    writeFile(join(dist, formMetaFile(id)), text);
    // Each other language's form, for the server's answers and mails in that language.
    for (const { code } of languages.slice(1)) {
      const translation = join(configDir, translationFile(code, formFile(id)));
      if (!existsSync(translation)) continue;
      const texts = JSON.parse(readFileSync(translation, 'utf8')) as TranslationConfig;
      writeFile(join(dist, translatedFormMetaFile(code, id)), json(translatedForm(JSON.parse(text) as object, texts)));
    }
  }
  writeFile(join(dist, MAILBOXES_META), json(siteConfig.contacts.emails));
  const timeZone = siteConfig.timeZone ?? DEFAULT_TIME_ZONE;
  writeFile(join(dist, SITE_META), json({ locale: siteConfig.seo.locale, timeZone, languages } satisfies SiteMeta));
  writeFile(join(dist, SERVICES_META), json(serviceCatalog(configDir)));
}
