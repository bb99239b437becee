import { expect, test } from 'vitest';
import type { DraftFile } from '../state/draft.ts';
import { previewPageFor } from './preview-page.ts';

const json = (value: object): DraftFile => ({ kind: 'json', value: value as never });
const page = (...types: string[]) => json({ sections: types.map((type) => ({ type, heading: type })) });

const files: Record<string, DraftFile> = {
  'routes.json': json({
    routes: [
      { path: '/', page: 'home' },
      { path: '/services', page: 'services' },
      { path: '/help', page: 'help' },
    ],
  }),
  'pages/home.json': page('hero', 'counters'),
  'pages/services.json': page('pageHeader', 'serviceCards'),
  'pages/help.json': page('pageHeader', 'faq', 'serviceCards'),
  'services.json': json({ services: [] }),
  'faq.json': json({ items: [] }),
};

test('editing the services, the preview goes to the first page that shows them', () => {
  expect(previewPageFor(files, 'services.json', 'pages/home.json')).toBe('pages/services.json');
  expect(previewPageFor(files, 'faq.json', 'pages/home.json')).toBe('pages/help.json');
});

test('the page shown stays when it shows the file, or when every page does', () => {
  expect(previewPageFor(files, 'services.json', 'pages/help.json')).toBe('pages/help.json');
  expect(previewPageFor(files, 'navigation.json', 'pages/services.json')).toBe('pages/services.json');
  expect(previewPageFor(files, 'site.json', 'pages/services.json')).toBe('pages/services.json');
});

test('a file no page shows leaves the preview where it is', () => {
  expect(previewPageFor(files, 'press-coverage.json', 'pages/services.json')).toBe('pages/services.json');
});
