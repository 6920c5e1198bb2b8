import type { RouteObject } from 'react-router';
import { RouteError } from './shell/RouteError';
import { Layout } from './shell/Layout';
import { PageFrame } from './shell/PageFrame';
import { SITE_ROUTES, type SiteRoute } from './routeTable';
import { SITE_PAGES } from './sitePages';
import { withChunkTimeout } from './withChunkTimeout';

const NOT_FOUND: SiteRoute = { path: '*', page: 'notFound', title: 'Page not found' };

function pageRoute(route: SiteRoute): RouteObject {
  const lazy = async () => {
    const Page = await withChunkTimeout(SITE_PAGES[route.page]());
    return {
      Component: () => (
        <PageFrame route={route}>
          <Page />
        </PageFrame>
      ),
    };
  };
  return route.path === '/'
    ? { index: true, handle: route, lazy }
    : { path: route.path, handle: route, lazy };
}

/** The router's tree: the shell, an error boundary inside it (the header stays), then every page. */
export function siteRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: Layout,
      ErrorBoundary: RouteError,
      children: [{ ErrorBoundary: RouteError, children: [...SITE_ROUTES, NOT_FOUND].map(pageRoute) }],
    },
  ];
}
