// A day's count of views as the visit store keeps it, for the tests of the counts and what reads
// them: a page's views from nowhere in particular, unless `extra` names a site, campaign or device.
import type { ViewCount } from '../../src/server/store/index.ts';

export const viewCount = (day: string, path: string, views: number, extra: Partial<ViewCount> = {}): ViewCount => ({
  day,
  path,
  referrerHost: '',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  device: 'desktop',
  views,
  ...extra,
});
