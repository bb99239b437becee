import 'virtual:theme.css';
import './styles/global.css';
import { StrictMode, useEffect } from 'react';
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

// Lets tests (and curious developers) know the page is interactive. An effect runs once React has
// committed the hydrated tree; a timer or animation frame could fire before that on a busy machine.
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

hydrateRoot(
  document.getElementById('app')!,
  <StrictMode>
    <BrowserRouter>
      <App />
      <HydrationMark />
    </BrowserRouter>
  </StrictMode>,
);
