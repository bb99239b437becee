import { describe, expect, it } from 'vitest';
import type { PageModules } from '../../src/sections/page-modules.ts';
import { pageDocument, pageModulesBlock, type Manifest } from './prerender.ts';

// A build manifest as Vite writes it: the form section's client imports the form renderer, which
// shares a chunk with it.
const manifest: Manifest = {
  'src/sections/form/client.ts': { file: 'assets/form-client-1.js', imports: ['_shared-2.js'] },
  'src/forms/FormRenderer.tsx': { file: 'assets/renderer-3.js', imports: ['_shared-2.js'] },
  '_shared-2.js': { file: 'assets/shared-2.js' },
};

const formPage = (islandModules: string[]) => ({
  html: '',
  head: '',
  clients: [{ type: 'form' as const, module: 'src/sections/form/client.ts' }],
  islandModules,
  lang: 'en',
  dir: 'ltr' as const,
});

function modulesOf(block: string): PageModules {
  return JSON.parse(/>(.*)<\/script>$/.exec(block)![1]!) as PageModules;
}

describe("a page's list of browser modules", () => {
  it('names each section client by its built file, and every chunk the page loads at once, once each', () => {
    const modules = modulesOf(pageModulesBlock(manifest, formPage(['src/forms/FormRenderer.tsx'])));
    expect(modules.clients).toEqual([{ type: 'form', src: '/assets/form-client-1.js' }]);
    expect(modules.preload).toEqual(['/assets/form-client-1.js', '/assets/shared-2.js', '/assets/renderer-3.js']);
  });

  it('is left out of a page whose sections run no code', () => {
    expect(
      pageModulesBlock(manifest, { html: '', head: '', clients: [], islandModules: [], lang: 'en', dir: 'ltr' }),
    ).toBe('');
  });

  it('fails the build when a section client was not emitted, instead of leaving it out', () => {
    const page = {
      ...formPage([]),
      clients: [{ type: 'logoStrip' as const, module: 'src/sections/logoStrip/client.ts' }],
    };
    expect(() => pageModulesBlock(manifest, page)).toThrow(
      'the build manifest has no chunk "src/sections/logoStrip/client.ts"',
    );
  });

  it('fails the build when an island names a module the build did not emit', () => {
    expect(() => pageModulesBlock(manifest, formPage(['src/forms/Missing.tsx']))).toThrow(
      'the build manifest has no chunk "src/forms/Missing.tsx"',
    );
  });
});

describe("a page's document", () => {
  it('takes the page\'s text as it is, "$&" and "$$" included (no replacement patterns)', () => {
    const template = '<head><!--app-head--></head><body><!--app-html--></body>';
    const page = {
      html: "<p>Save $$ with $& and $'</p>",
      head: '<title>$1 off</title>',
      clients: [],
      islandModules: [],
      lang: 'en',
      dir: 'ltr' as const,
    };
    expect(pageDocument(template, ['<style></style>'], manifest, page)).toBe(
      "<head><title>$1 off</title>\n    <style></style></head><body><p>Save $$ with $& and $'</p></body>",
    );
  });

  it("carries the page's language and, for a right-to-left one, its direction", () => {
    const template = '<html lang="en"><head><!--app-head--></head><body><!--app-html--></body></html>';
    const page = { html: '<p>مرحبا</p>', head: '', clients: [], islandModules: [] };
    expect(pageDocument(template, [], manifest, { ...page, lang: 'ar', dir: 'rtl' })).toMatch(
      /^<html lang="ar" dir="rtl"><head>/,
    );
    expect(pageDocument(template, [], manifest, { ...page, lang: 'en', dir: 'ltr' })).toMatch(
      /^<html lang="en"><head>/,
    );
  });

  it("preloads its language's web fonts, as the fonts are fetched (CORS), and no other language's", () => {
    const template = '<html lang="en"><head><!--app-head--></head><body><!--app-html--></body></html>';
    const page = { html: '<p>مرحبا</p>', head: '<title>t</title>', clients: [], islandModules: [] };
    const fonts = { ar: ['/assets/a-400-x1.woff2', '/assets/a-700-x2.woff2'] };
    const arabic = pageDocument(template, ['<style></style>'], manifest, { ...page, lang: 'ar', dir: 'rtl' }, fonts);
    expect(arabic.match(/<link rel="preload"[^>]*>/g)).toEqual([
      '<link rel="preload" href="/assets/a-400-x1.woff2" as="font" type="font/woff2" crossorigin>',
      '<link rel="preload" href="/assets/a-700-x2.woff2" as="font" type="font/woff2" crossorigin>',
    ]);
    // Before the style sheet, which names them only once the page is laid out.
    expect(arabic.indexOf('rel="preload"')).toBeLessThan(arabic.indexOf('<style>'));
    expect(pageDocument(template, [], manifest, { ...page, lang: 'en', dir: 'ltr' }, fonts)).not.toContain('preload');
  });
});
