export interface HistoryMove {
  to: string;
  /** Replace the current entry instead of adding one. */
  replace: boolean;
}

/** The screens that send a golfer on once signed in (sign-in, sign-up, the data check, welcome). */
const SENDS_ON = /^\/(sign-in|sign-up|login-verifycustomerdetails|welcome)\/?$/;
const PROTECTED = /^\/my-account(\/|$)/;

/**
 * Where the site goes when `<teetime-account>` moves (`teetime-account-navigate`), and how: a new
 * history entry for a screen the golfer chose, but the sign-in a protected screen asked for and
 * the move on from a sign-in screen replace it, so back never returns to a sign-in form the golfer
 * has finished with. Null: nothing to do (no path, or already there).
 */
export function accountHistoryMove(
  current: string,
  detail: { view: string; path: string | null },
): HistoryMove | null {
  if (!detail.path || detail.path === current) return null;
  const pathname = current.split('?')[0] ?? '';
  const askedToSignIn = detail.view === 'sign-in' && PROTECTED.test(pathname);
  return { to: detail.path, replace: SENDS_ON.test(pathname) || askedToSignIn };
}
