import { getSession } from '../../../src/core/session';
import { accountPath, type AccountParams } from '../../../src/domain/account/accountRoutes';
import type { Navigate } from '../types';

/** Sends a golfer not signed in to the sign-in screen, and back to `here` once signed in. */
export const signInHere = (here: { view: string; params: AccountParams }, navigate: Navigate) => () => {
  getSession().setRedirect({ path: accountPath(here.view, here.params) ?? '/' });
  navigate('sign-in');
};
