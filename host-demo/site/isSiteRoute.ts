import { SITE_ROUTES, type SiteRoute } from './routeTable';

/** `/explore/:country/*` → a RegExp matching the whole path (a trailing slash is allowed). */
export function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

const compiled = (routes: readonly SiteRoute[]) =>
  routes.map((r) => ({ route: r, re: patternRegExp(r.path) }));
const DEFAULT = compiled(SITE_ROUTES);

/** The route a path belongs to (the server's view: unknown paths answer 404), or null. */
export function findSiteRoute(pathname: string, routes?: readonly SiteRoute[]): SiteRoute | null {
  let path: string;
  try {
    path = decodeURI(pathname);
  } catch {
    return null;
  }
  const table = routes ? compiled(routes) : DEFAULT;
  return table.find((r) => r.re.test(path))?.route ?? null;
}

/** True when the site renders something for this path (not the not-found page). */
export function isSiteRoute(pathname: string): boolean {
  const route = findSiteRoute(pathname);
  return route !== null && route.page !== 'notFound';
}
