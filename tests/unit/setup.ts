import { afterEach } from 'vitest';
import { site } from '../../src/config/site-config.ts';
import { setIslandTexts } from '../../src/config/island-texts.ts';

// An island reads the texts the page gives it (src/config/island-texts.ts): the fixture site's.
setIslandTexts({ ui: site.ui, locale: site.seo.locale });

// Component tests run in jsdom; unmount what each test rendered so the next one starts clean.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
