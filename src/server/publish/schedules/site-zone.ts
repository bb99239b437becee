// The site's time zone as the live build was made with it (site.json's timeZone, written by the build
// into .meta/site.json): schedules are entered and shown in it. A build made before time zones existed,
// or one whose zone the server's time zone data does not know, counts as UTC.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_META, type SiteMeta } from '../../../shared/build-meta.ts';
import { languageTag } from '../../../shared/dates.ts';
import { DEFAULT_TIME_ZONE, momentInWords, timeZoneId } from '../../../shared/zoned-time.ts';
import type { SiteBuild } from '../../site/site-build.ts';

const zones = new WeakMap<SiteBuild, string>();

export function siteZone(build: SiteBuild): string {
  let zone = zones.get(build);
  if (zone === undefined) {
    let written: string | undefined;
    try {
      written = (JSON.parse(readFileSync(join(build.dir, SITE_META), 'utf8')) as SiteMeta).timeZone;
    } catch {
      written = undefined;
    }
    zone = (written && timeZoneId(written)) ?? DEFAULT_TIME_ZONE;
    zones.set(build, zone);
  }
  return zone;
}

/** A moment for a sentence of /admin: written out in the zone, in the site's locale, the zone named. */
export function momentForPeople(epochMs: number, zone: string, locale: string): string {
  return `${momentInWords(epochMs, zone, languageTag(locale))} (${zone})`;
}
