// Dates on the site's pages, written the way site.json's locale writes them (see src/shared/dates.ts).
import { longDateFormat } from '../shared/dates.ts';
import { siteLocale } from './locale.ts';

export const formatLongDate = longDateFormat(siteLocale);
