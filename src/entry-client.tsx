import 'virtual:theme.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { loadArticle } from './config/blog.ts';
import { loadPage } from './config/pages.ts';
import { resolvePath } from './config/route-table.ts';
import { preloadSections } from './sections/registry.ts';

// Load the current page's config before hydrating, so the first render matches the prerendered HTML.
const resolution = resolvePath(window.location.pathname);
if (resolution.kind === 'article') await loadArticle(resolution.slug);
else if (resolution.kind !== 'redirect') await preloadSections((await loadPage(resolution.pageId)).sections);

hydrateRoot(
  document.getElementById('app')!,
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
// Lets tests (and curious developers) know the page is interactive.
requestAnimationFrame(() => {
  document.documentElement.dataset.hydrated = 'true';
});
