import type { FeatureName } from '../../src/core/features';
import { ACCOUNT_PREFIX, ACCOUNT_ROUTES, type AccountRoute } from '../../src/domain/account/accountRoutes';
import type { SiteRoute } from './siteRoute';

/**
 * The site's routes for `<teetime-account>`, read from its own route table
 * (src/domain/account/accountRoutes.ts): every auth, /my-account, membership and review screen
 * that table lists becomes a site route showing the element, with the screen's title and (when
 * the table gives one) its feature switch. A screen added there appears on the site with no site
 * edit. `/my-account` itself opens the account summary.
 */
export function accountSiteRoutes(routes: readonly AccountRoute[] = ACCOUNT_ROUTES): SiteRoute[] {
  const site = (path: string, title: string, feature?: FeatureName): SiteRoute => ({
    path,
    page: 'account',
    title,
    ...(path === ACCOUNT_PREFIX || path.startsWith(`${ACCOUNT_PREFIX}/`) ? { nav: 'account' as const } : {}),
    ...(feature ? { feature } : {}),
  });
  return [
    site(ACCOUNT_PREFIX, 'My account'),
    ...routes.map((r) => site(r.path, r.title, (r as AccountRoute & { feature?: FeatureName }).feature)),
  ];
}

/** `/a/:x/b` and `/a/:y/b` are the same route. */
const shape = (path: string) => path.replace(/:\w+/g, ':');

/**
 * The site's own routes with the account's first: where both claim a path, the account's screen
 * is shown (a review or membership screen moving into the element replaces the site's page),
 * unless the site's route says `keep` (the course reviews list, which the spec sends to the
 * course page's Reviews tab).
 */
export function withAccountRoutes(own: readonly SiteRoute[], account = accountSiteRoutes()): SiteRoute[] {
  const kept = own.filter((r) => r.keep);
  const keptShapes = new Set(kept.map((r) => shape(r.path)));
  const shown = account.filter((r) => !keptShapes.has(shape(r.path)));
  const claimed = new Set(shown.map((r) => shape(r.path)));
  return [...kept, ...shown, ...own.filter((r) => !r.keep && !claimed.has(shape(r.path)))];
}
