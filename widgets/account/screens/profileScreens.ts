import type { ScreenMap } from '../types';
import { AccountSettings } from './AccountSettings';
import { AccountSummary } from './AccountSummary';
import { EditPassword } from './EditPassword';
import { GolferStats } from './GolferStats';
import { GolferStatsEdit } from './GolferStatsEdit';
import { MyProfile } from './MyProfile';
import { PersonalInfo } from './PersonalInfo';

/** Summary, settings, personal info, password, golfer profile and stats. */
export const profileScreens: ScreenMap = {
  'account-summary': AccountSummary,
  'account-settings': AccountSettings,
  'personal-info': PersonalInfo,
  'edit-password': EditPassword,
  'my-profile': MyProfile,
  'golfer-stats': GolferStats,
  'golfer-stats-edit': GolferStatsEdit,
};
