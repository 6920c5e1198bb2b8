import type { ScreenMap } from '../types';
import { SignIn } from './SignIn';

/** Sign-in, sign-up, password reset, unlock, data check and welcome. */
export const authScreens: ScreenMap = {
  'sign-in': SignIn,
};
