import type { ScreenMap } from '../types';

/** Summary, settings, personal info, password, golfer profile and stats. */
export const profileScreens: ScreenMap = {};
