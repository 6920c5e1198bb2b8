import { getSafeStorage } from '../../src/core/safeStorage';
import { getSession, type Profile } from '../../src/core/session';
import { matchAccountUrl } from '../../src/domain/account/accountRoutes';
import { WELCOME_KEY, nextAfterSignIn, targetOf } from '../../src/domain/account/welcome';
import type { Leave, Navigate } from './types';

const tab = () => getSafeStorage('session');

/** The welcome screen's flag (`teetime:welcome`, sessionStorage): stored when an account is created. */
export const welcomeFlag = {
  stored: (): boolean => tab().getItem(WELCOME_KEY) !== null,
  set: (): void => tab().setItem(WELCOME_KEY, '1'),
  clear: (): void => tab().removeItem(WELCOME_KEY),
};

/**
 * To the stored target, forgotten once used (default home): one of the element's own screens, or
 * out to the host; the stored action, new-window flag and tracking event ride along in `params`.
 */
export function goToTarget(navigate: Navigate, leave: Leave): void {
  const session = getSession();
  const { path, extras } = targetOf(session.get().redirect);
  session.setRedirect(undefined);
  const url = new URL(path, 'http://x');
  const back = matchAccountUrl(url.pathname, url.search);
  if (back) navigate(back.view, { ...back.params, ...extras });
  else leave(path, extras);
}

/** A golfer who just signed in goes on: the data check first, then welcome when owed, then the target. */
export function sendOn(profile: Profile | null, navigate: Navigate, leave: Leave): void {
  const next = nextAfterSignIn(profile, welcomeFlag.stored());
  if (next === 'target') goToTarget(navigate, leave);
  else navigate(next);
}
