import type { ScreenMap } from '../types';
import { DataCheck } from './DataCheck';
import { RequestResetPassword } from './RequestResetPassword';
import { ResetPassword } from './ResetPassword';
import { SignIn } from './SignIn';
import { SignUp } from './SignUp';
import { Unlock } from './Unlock';
import { UnlockFailed } from './UnlockFailed';
import { Welcome } from './Welcome';

/** Sign-in, sign-up, password reset, unlock, data check and welcome. */
export const authScreens: ScreenMap = {
  'sign-in': SignIn,
  'sign-up': SignUp,
  'request-reset-password': RequestResetPassword,
  'reset-password': ResetPassword,
  unlock: Unlock,
  'unlock-account-failed': UnlockFailed,
  'data-check': DataCheck,
  welcome: Welcome,
};
