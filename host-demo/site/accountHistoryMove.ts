import { findRoute, matchAccountUrl } from '../../src/domain/account/accountRoutes';

export interface HistoryMove {
  to: string;
  /** Replace the current entry instead of adding one. */
  replace: boolean;
}

/**
 * Where the site goes when `<teetime-account>` moves (`teetime-account-navigate`), and how: a new
 * history entry for a screen the golfer chose, but the sign-in a protected screen asked for and
 * everything after an auth screen (sent on after signing in) replace it, so back never returns to
 * a sign-in form the golfer has finished with. Null: nothing to do (no path, or already there).
 */
export function accountHistoryMove(
  current: string,
  detail: { view: string; path: string | null },
): HistoryMove | null {
  if (!detail.path || detail.path === current) return null;
  const [pathname = '', search = ''] = current.split('?');
  const from = matchAccountUrl(pathname, search ? `?${search}` : '');
  const fromRoute = from ? findRoute(from.view) : undefined;
  const fromAuth = fromRoute?.group === 'auth';
  const askedToSignIn = detail.view === 'sign-in' && (fromRoute?.signedIn ?? false);
  return { to: detail.path, replace: fromAuth || askedToSignIn };
}
