// The server-render bundle used by the prerenderer (scripts/build/prerender.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { articleHead, articlePath } from './app/blog/article-head.ts';
import { headFor, headHtml, type HeadData } from './app/head.ts';
import { articleModulePath, blogEntries, loadArticle } from './config/blog.ts';
import { loadPage, pageModulePath } from './config/pages.ts';
import { resolvePath } from './config/route-table.ts';
import { routes, site } from './config/site-config.ts';

export interface RenderedPage {
  html: string;
  head: string;
  configModules: string[];
}

async function prepare(path: string): Promise<{ head: HeadData; configModule: string }> {
  const resolution = resolvePath(path);
  switch (resolution.kind) {
    case 'redirect':
      throw new Error(`${path} is a redirect, not a page`);
    case 'article':
      return { head: articleHead(await loadArticle(resolution.slug)), configModule: articleModulePath(resolution.slug) };
    case 'page':
      return { head: headFor(await loadPage(resolution.pageId), resolution.path), configModule: pageModulePath(resolution.pageId) };
    case 'notFound':
      return { head: headFor(await loadPage(resolution.pageId), undefined), configModule: pageModulePath(resolution.pageId) };
  }
}

/** Renders one URL path; the not-found page when the path is not a route. */
export async function render(path: string): Promise<RenderedPage> {
  const { head, configModule } = await prepare(path);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return { html, head: headHtml(head), configModules: [configModule] };
}

export function prerenderPaths(): string[] {
  return [...routes.routes.map((route) => route.path), ...blogEntries.map((entry) => articlePath(entry.slug))];
}

/** A path no route can match, rendered once as dist/404.html. */
export const notFoundProbePath = '/__not-found__';
export const redirects = routes.redirects;
export const siteUrl = site.siteUrl;
