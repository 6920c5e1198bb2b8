import { needsDataCheck, type Profile } from '../../core/profile';
import type { SessionRedirect } from '../../core/sessionTypes';
import { REDIRECT_KEY, storageKey } from '../../core/storageKeys';

/**
 * The welcome screen's flag (sessionStorage, value `'1'`): stored when the golfer creates an
 * account, removed when the welcome screen sends them on. Like every `teetime:` key it goes on
 * sign-out.
 */
export const WELCOME_KEY = storageKey('welcome');

/**
 * The stored target path (and its new-window flag, tracking event and action) is the session's
 * redirect, sessionStorage `teetime:redirect` (JSON `SessionRedirect`): sign-in and welcome send
 * the golfer to the same place.
 */
export const TARGET_KEY = REDIRECT_KEY;

/** Where the golfer goes when no target is stored: home. */
export const DEFAULT_TARGET_PATH = '/';

export type NextAfterSignIn = 'data-check' | 'welcome' | 'target';

/**
 * Where a golfer who just signed in (or up) goes next (spec 02 §2, §4): a profile that must be
 * checked goes to the data check first, then the welcome screen if its flag is stored, then the
 * stored target.
 */
export function nextAfterSignIn(profile: Partial<Profile> | null, welcomeStored: boolean): NextAfterSignIn {
  if (needsDataCheck(profile)) return 'data-check';
  return welcomeStored ? 'welcome' : 'target';
}

export interface Target {
  path: string;
  /**
   * What rides along for the host when the golfer is sent there: the stored `action` (the host
   * runs it), `newWindow: 'true'` and `trackingEvent`. Only the values that are stored.
   */
  extras: Record<string, string>;
}

/** The stored target, or home. */
export function targetOf(redirect: SessionRedirect | null | undefined): Target {
  const extras: Record<string, string> = {};
  if (redirect?.action) extras.action = redirect.action;
  if (redirect?.newWindow) extras.newWindow = 'true';
  if (redirect?.trackingEvent) extras.trackingEvent = redirect.trackingEvent;
  return { path: redirect?.path || DEFAULT_TARGET_PATH, extras };
}
