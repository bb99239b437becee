// The server-render bundle used by the prerenderer (scripts/build/prerender.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { articleHead } from './app/blog/article-head.ts';
import { headFor, headHtml, type HeadData } from './app/head.ts';
import { articleModulePath, articleSlugs, loadArticle } from './config/blog.ts';
import { loadPage, pageModulePath } from './config/pages.ts';
import { preloadSections, sectionModules } from './sections/registry.ts';
import { resolvePath } from './config/route-table.ts';
import { routes, site } from './config/site-config.ts';
import { articlePath } from './shared/blog-paths.ts';

export interface RenderedPage {
  html: string;
  head: string;
  configModules: string[];
}

async function preparePage(pageId: string, path: string | undefined): Promise<{ head: HeadData; configModules: string[] }> {
  const page = await loadPage(pageId);
  await preloadSections(page.sections);
  return { head: headFor(page, path), configModules: [pageModulePath(pageId), ...sectionModules(page.sections)] };
}

async function prepare(path: string): Promise<{ head: HeadData; configModules: string[] }> {
  const resolution = resolvePath(path);
  switch (resolution.kind) {
    case 'redirect':
      throw new Error(`${path} is a redirect, not a page`);
    case 'article':
      return { head: articleHead(await loadArticle(resolution.slug)), configModules: [articleModulePath(resolution.slug)] };
    case 'page':
      return preparePage(resolution.pageId, resolution.path);
    case 'notFound':
      return preparePage(resolution.pageId, undefined);
  }
}

/** Renders one URL path; the not-found page when the path is not a route. */
export async function render(path: string): Promise<RenderedPage> {
  const { head, configModules } = await prepare(path);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return { html, head: headHtml(head), configModules };
}

export function prerenderPaths(): string[] {
  return [...routes.routes.map((route) => route.path), ...articleSlugs().map((slug) => articlePath(slug))];
}

/** A path no route can match, rendered once as dist/404.html. */
export const notFoundProbePath = '/__not-found__';
export const redirects = routes.redirects;
export const siteUrl = site.siteUrl;
