// The language and region the site's texts are written for: site.json's seo.locale (en_US), as the
// browser's Intl APIs name it (en-US).
import siteJson from '@site-config/site.json' with { type: 'json' };
import { languageTag } from '../shared/dates.ts';

export const siteLocale = languageTag(siteJson.seo.locale);
