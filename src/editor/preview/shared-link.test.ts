// Which page a shared preview shows for its address, and where its links lead.
import { describe, expect, it } from 'vitest';
import { sharedAddress, sharedView, sitePath } from './shared-link.ts';

const BASE = '/preview/abc/';
const files = {
  'routes.json': {
    routes: [
      { path: '/start', page: 'start' },
      { path: '/about', page: 'about' },
    ],
    redirects: [{ from: '/', to: '/start' }],
    notFoundPage: 'missing',
  },
  'pages/start.json': { sections: [] },
  'pages/about.json': { sections: [] },
  'pages/missing.json': { sections: [] },
  'blog/hello.json': { title: 'Hello' },
};

describe('a shared preview’s addresses', () => {
  it('reads the site’s path below the link’s address', () => {
    expect(sitePath('/preview/abc/', BASE)).toBe('/');
    expect(sitePath('/preview/abc/about/', BASE)).toBe('/about');
    expect(sitePath('/preview/abc/blog/hello', BASE)).toBe('/blog/hello');
  });

  it('keeps a link of the site under the link’s address', () => {
    expect(sharedAddress('/about', BASE)).toBe('/preview/abc/about');
    expect(sharedAddress('/', BASE)).toBe('/preview/abc/');
  });

  it('shows the page a route names, after the redirects, an article, or the not-found page', () => {
    expect(sharedView('/', files)).toEqual({ kind: 'page', path: 'pages/start.json', route: '/start' });
    expect(sharedView('/About', files)).toEqual({ kind: 'page', path: 'pages/about.json', route: '/about' });
    expect(sharedView('/blog/hello', files)).toEqual({ kind: 'article', slug: 'hello' });
    expect(sharedView('/nowhere', files)).toEqual({ kind: 'page', path: 'pages/missing.json', route: '/nowhere' });
    expect(sharedView('/nowhere', { 'routes.json': { routes: [] } })).toEqual({ kind: 'none' });
  });
});
