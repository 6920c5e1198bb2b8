import type { ScreenMap } from '../types';

/** E-mail and message preferences, unsubscribe links, account deletion. */
export const preferenceScreens: ScreenMap = {};
