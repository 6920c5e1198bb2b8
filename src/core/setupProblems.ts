import { ApiError, messageFromAnswer } from './apiError';
import { BRANDS, getBrand } from './brands';
import { pageSingleton } from './pageSingleton';
import { BAD_KEY_SHOWN, NOT_ALLOWED_SHOWN, ORIGIN_NOT_ALLOWED } from './setupWords';

/**
 * A mistake in how a page set up a widget (a wrong `course-id`, `api-base`, `brand` or `app-key`,
 * or a site the API does not allow yet): what the widget shows, in plain words for whoever looks
 * at the page, and the one console warning for the developer, which names the attribute or
 * setting to fix. `retry`: trying again can help (a network that was down). Kept short: every
 * widget carries these words.
 */
export interface SetupProblem {
  /** One per kind of mistake and value (a page warns once for it). */
  key: string;
  shown: string;
  warning: string;
  retry?: boolean;
}

export { BAD_KEY_SHOWN, NOT_ALLOWED_SHOWN, ORIGIN_NOT_ALLOWED, PARTNER_ORIGINS_SETTING } from './setupWords';

export const UNREACHABLE_SHOWN =
  'We could not reach the booking service. Check your connection, then try again.';
export const WRONG_SERVICE_SHOWN =
  'This widget has a wrong booking service address (api-base), so it cannot load.';

const problem = (key: string, shown: string, warning: string, retry?: boolean): SetupProblem => ({
  key,
  shown,
  warning,
  retry,
});
const q = JSON.stringify;

/**
 * The `api-base` (or `window.TEETIME_API_BASE`) when it cannot be an address: not a URL
 * (`localhost:8080` reads as a scheme), or not http(s). A path (`/api`) is on the page's origin.
 */
export function apiBaseProblem(tag: string, given: string | null | undefined): SetupProblem | null {
  const value = (given ?? '').trim();
  try {
    if (!value || /^https?:$/.test(new URL(value, globalThis.location?.href).protocol)) return null;
  } catch {
    // Not a URL.
  }
  return problem(
    `base:${value}`,
    WRONG_SERVICE_SHOWN,
    `${tag}: api-base ${q(value)} is not a URL; write the marketplace's address with https:// (or http://), or leave it out.`,
  );
}

/** A `brand` the widgets do not know (the widget then shows the main brand). */
export function brandProblem(tag: string, given: string | null | undefined): SetupProblem | null {
  const value = (given ?? '').trim();
  if (!value || getBrand(value).id === value.toLowerCase()) return null;
  return problem(
    `brand:${value}`,
    `This page asks for a look (“${value}”) the booking service does not know, so it shows its own.`,
    `${tag}: brand ${q(value)} is not a known brand; use one of ${BRANDS.map((b) => b.id).join(', ')}.`,
  );
}

/** Course ids are numbers. */
export const isCourseId = (value: string): boolean => /^\d+$/.test(value.trim());

/** A `course-id` that cannot be a course. */
export function courseIdProblem(tag: string, given: string | null | undefined): SetupProblem | null {
  const value = (given ?? '').trim();
  if (!value || isCourseId(value)) return null;
  return problem(
    `course:${value}`,
    `“${value}” is not a course number, so no course can be shown here.`,
    `${tag}: course-id ${q(value)} is not a course id; use the course's number, as at the end of its marketplace address (…/1455).`,
  );
}

/** The developer's warning for a course id the API does not know (the widget shows "Course not found"). */
export const unknownCourseProblem = (tag: string, courseId: string, baseURL: string): SetupProblem =>
  problem(
    `course:${courseId}`,
    '',
    `${tag}: course-id ${q(courseId)} is no course of ${baseURL} (404); check the number.`,
  );

/**
 * What a failed request says about the page's set-up, or null when it is an ordinary failure:
 * the site's origin not allowed (403 origin_not_allowed) or the app key refused (app_key_*), in
 * the API's own words for the developer; no answer from `api-base`; an answer that is not JSON.
 */
export function requestProblem(
  tag: string,
  error: unknown,
  api: { baseURL: string; appKey: string },
): SetupProblem | null {
  if (!(error instanceof ApiError) || error.cancelled || error.isMaintenance) return null;
  const code = String(error.code);
  const base = api.baseURL;
  // The API's own words are for the developer (they name the origin and the setting); the
  // error's message is what a golfer is shown (apiErrorFromAnswer).
  const apiWords = messageFromAnswer(error.data) ?? error.message;
  if (code === ORIGIN_NOT_ALLOWED) return problem(`origin:${base}`, NOT_ALLOWED_SHOWN, `${tag}: ${apiWords}`);
  if (code.startsWith('app_key_'))
    return problem(`key:${api.appKey}`, BAD_KEY_SHOWN, `${tag}: app-key ${q(api.appKey)}: ${apiWords}`);
  if (code === 'network')
    return problem(
      `down:${base}`,
      UNREACHABLE_SHOWN,
      globalThis.navigator?.onLine === false
        ? ''
        : `${tag}: api-base ${base} did not answer; check the address and the page's Content-Security-Policy (connect-src).`,
      true,
    );
  if (typeof error.data === 'string' && error.status > 0)
    return problem(
      `other:${base}`,
      WRONG_SERVICE_SHOWN,
      `${tag}: api-base ${base} answered ${error.status} but is not the booking API (no JSON).`,
    );
  return null;
}

/** Logs the problem's warning for the developer once per page, whichever widget (or bundle) meets it. */
export function warnOnce(p: SetupProblem): void {
  const seen = pageSingleton('setupWarnings', () => new Set<string>());
  if (!p.warning || seen.has(p.key)) return;
  seen.add(p.key);
  console.warn(p.warning);
}
