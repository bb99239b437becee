import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { hasArticle } from '../config/blog.ts';
import { resolvePath } from '../config/route-table.ts';
import { routes } from '../config/site-config.ts';
import { articlePath } from '../shared/blog-paths.ts';
import { ArticleView } from './blog/ArticleView.tsx';
import { PageView } from './PageView.tsx';

function ArticleRoute() {
  const { slug = '' } = useParams();
  return hasArticle(slug) ? <ArticleView slug={slug} /> : <PageView pageId={routes.notFoundPage} />;
}

/** Any other path: a later page of a page's blog list (…/page/2, which shows that page again), or
 *  the not-found page. */
function OtherRoute() {
  const resolution = resolvePath(useLocation().pathname);
  return <PageView pageId={resolution.kind === 'page' ? resolution.pageId : routes.notFoundPage} />;
}

/** The route table of routes.json as React Router routes, plus the blog articles: what the build
 *  renders for each path (the server answers the redirects of routes.json itself). */
export function AppRoutes() {
  return (
    <Routes>
      {routes.routes.map((route) => (
        <Route key={route.path} path={route.path} element={<PageView pageId={route.page} />} />
      ))}
      <Route path={articlePath(':slug')} element={<ArticleRoute />} />
      <Route path="*" element={<OtherRoute />} />
    </Routes>
  );
}
