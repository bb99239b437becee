// The Content list says which pages and articles wait for their show-from date and which have ended,
// at their times in the site's time zone; the others as before.
import { describe, expect, it } from 'vitest';
import type { DraftFile } from '../state/draft.ts';
import { contentGroups } from './content-index.ts';

const json = (value: Record<string, unknown>): DraftFile => ({ kind: 'json', value: value as never });

describe('the Content list and the content dates', () => {
  it('marks what waits and what ended, in the site’s zone', () => {
    const files: Record<string, DraftFile> = {
      'site.json': json({ timeZone: 'Asia/Dubai' }),
      'routes.json': json({ routes: [{ path: '/launch', page: 'launch' }], redirects: [], notFoundPage: 'missing' }),
      'pages/launch.json': json({ title: 'Launch', showFrom: '2030-03-30T09:00', sections: [] }),
      'blog/old.json': json({ headline: 'Old news', showUntil: '2030-03-01' }),
      'blog/plain.json': json({ headline: 'Plain' }),
    };
    const groups = contentGroups(files, Date.parse('2030-03-29T00:00:00Z'));
    const detail = (path: string) =>
      groups.flatMap((group) => group.entries).find((entry) => entry.path === path)?.detail;
    expect(detail('pages/launch.json')).toMatch(/^Launch — waiting: shown from Mar 30, 2030,? 9:00/);
    expect(detail('blog/old.json')).toMatch(/^\/blog\/old — ended: shown until Mar 1, 2030,? 12:00/);
    expect(detail('blog/plain.json')).toBe('/blog/plain');
  });
});
