import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { hasArticle } from '../config/blog.ts';
import { routes } from '../config/site-config.ts';
import { articlePath } from '../shared/blog-paths.ts';
import { ArticleView } from './blog/ArticleView.tsx';
import { PageView } from './PageView.tsx';

function ArticleRoute() {
  const { slug = '' } = useParams();
  return hasArticle(slug) ? <ArticleView slug={slug} /> : <PageView pageId={routes.notFoundPage} />;
}

/** The route table of routes.json as React Router routes, plus the blog articles. */
export function AppRoutes() {
  return (
    <Routes>
      {routes.redirects.map((redirect) => (
        <Route key={redirect.from} path={redirect.from} element={<Navigate to={redirect.to} replace />} />
      ))}
      {routes.routes.map((route) => (
        <Route key={route.path} path={route.path} element={<PageView pageId={route.page} path={route.path} />} />
      ))}
      <Route path={articlePath(':slug')} element={<ArticleRoute />} />
      <Route path="*" element={<PageView pageId={routes.notFoundPage} />} />
    </Routes>
  );
}
