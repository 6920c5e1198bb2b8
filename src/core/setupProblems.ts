import { ApiError } from './apiError';
import { BRANDS, getBrand } from './brands';
import { pageSingleton } from './pageSingleton';

/**
 * A mistake in how a page set up a widget (a wrong `course-id`, `api-base`, `brand` or `app-key`,
 * or a site the API does not allow yet): what the widget shows, in plain words for whoever looks
 * at the page, and the one console warning for the developer, which names the attribute and the
 * fix. `retry`: trying again can help (a network that was down).
 */
export interface SetupProblem {
  /** One per kind of mistake and value (a page warns once for it). */
  key: string;
  shown: string;
  warning: string;
  retry?: boolean;
}

/** The code of the API's 403 for a page whose origin is not on its allow-list. */
export const ORIGIN_NOT_ALLOWED = 'origin_not_allowed';
/** The API server's setting that allows more origins. */
export const PARTNER_ORIGINS_SETTING = 'TEETIME_PARTNER_ORIGINS';

export const NOT_ALLOWED_SHOWN =
  'This site is not allowed to use the booking service yet. If this is your site, ask the marketplace to allow it; tee times will show here once it does.';
export const BAD_KEY_SHOWN =
  'This site’s key for the booking service was not accepted, so tee times cannot be shown here. If this is your site, check the key the marketplace gave you.';
export const UNREACHABLE_SHOWN =
  'We could not reach the booking service. Check your connection, then try again.';
export const WRONG_SERVICE_SHOWN =
  'This booking widget is set up with a wrong service address, so it cannot load. If this is your site, check its api-base setting.';

const quote = (v: string) => JSON.stringify(v);

/**
 * The `api-base` (or page-wide `window.TEETIME_API_BASE`) when it cannot be an address: not a URL
 * (`localhost:8080` is read as a scheme), or not http(s). A path (`/api`) is fine: it is on the page's origin.
 */
export function apiBaseProblem(tag: string, given: string | null | undefined): SetupProblem | null {
  const value = (given ?? '').trim();
  if (!value) return null;
  let ok = false;
  try {
    const url = new URL(value, typeof location !== 'undefined' ? location.href : 'http://localhost/');
    ok = url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    ok = false;
  }
  if (ok) return null;
  return {
    key: `api-base:${value}`,
    shown: WRONG_SERVICE_SHOWN,
    warning:
      `${tag}: api-base ${quote(value)} is not a URL; use the marketplace's address with its scheme ` +
      '(e.g. "https://marketplace.example" or "https://marketplace.example/api"), or leave api-base out ' +
      'to use the address the script was loaded from.',
  };
}

/** A `brand` the widgets do not know (the widget then shows the main brand). */
export function brandProblem(tag: string, given: string | null | undefined): SetupProblem | null {
  const value = (given ?? '').trim();
  if (!value || getBrand(value).id === value.toLowerCase()) return null;
  return {
    key: `brand:${value}`,
    shown: `This page asks for the look of “${value}”, which the booking service does not know, so it shows its own.`,
    warning:
      `${tag}: brand ${quote(value)} is not a known brand; use one of ` +
      `${BRANDS.map((b) => b.id).join(', ')}, or leave brand out for the marketplace's own.`,
  };
}

/** Course ids are numbers. */
export const isCourseId = (value: string): boolean => /^\d+$/.test(value.trim());

/** A `course-id` that cannot be a course: course ids are numbers. */
export function courseIdProblem(tag: string, given: string | null | undefined): SetupProblem | null {
  const value = (given ?? '').trim();
  if (!value || isCourseId(value)) return null;
  return {
    key: `course-id:${value}`,
    shown: `“${value}” is not a course number, so no course can be shown here. If this is your site, check the course-id setting.`,
    warning:
      `${tag}: course-id ${quote(value)} is not a course id; use the course's number, as at the end of ` +
      'its address on the marketplace (…/1455 → course-id="1455").',
  };
}

/** The developer's warning for a course id the API does not know (the widget shows "Course not found"). */
export function unknownCourseProblem(tag: string, courseId: string, baseURL: string): SetupProblem {
  return {
    key: `course:${courseId}`,
    shown: 'We couldn’t find this course: the link may be wrong.',
    warning:
      `${tag}: course-id ${quote(courseId)} is not a course the booking service at ${baseURL} knows ` +
      '(404); check the number, as at the end of its address on the marketplace.',
  };
}

const dataOf = (e: ApiError) =>
  e.data !== null && typeof e.data === 'object' ? (e.data as Record<string, unknown>) : {};

/**
 * What a failed request says about the page's set-up, or null when it is an ordinary failure:
 * the site's origin not allowed (403 origin_not_allowed), the app key refused (app_key_*), no
 * answer at all from `api-base`, or an answer that is not the API's (a page, not JSON).
 */
export function requestProblem(
  tag: string,
  error: unknown,
  api: { baseURL: string; appKey: string },
): SetupProblem | null {
  if (!(error instanceof ApiError) || error.cancelled || error.isMaintenance) return null;
  const code = String(error.code ?? '');
  if (code === ORIGIN_NOT_ALLOWED) {
    const data = dataOf(error);
    const origin = typeof data.origin === 'string' ? data.origin : location.origin;
    return {
      key: `origin:${origin}`,
      shown: NOT_ALLOWED_SHOWN,
      warning:
        `${tag}: this page's origin ${origin} is not allowed to call the booking API at ${api.baseURL}. ` +
        `Add ${origin} to ${PARTNER_ORIGINS_SETTING} (comma-separated origins) on the API server, ` +
        'or ask the marketplace to allow it.',
    };
  }
  if (code.startsWith('app_key_')) {
    return {
      key: `app-key:${api.appKey}`,
      shown: BAD_KEY_SHOWN,
      warning: `${tag}: app-key ${quote(api.appKey)} was refused (${error.status}): ${error.message}`,
    };
  }
  if (error.status === 0 && code === 'network') {
    const online = typeof navigator === 'undefined' || navigator.onLine !== false;
    return {
      key: `unreachable:${api.baseURL}`,
      shown: UNREACHABLE_SHOWN,
      warning: online
        ? `${tag}: the booking API at ${api.baseURL} did not answer (api-base). Check that api-base is the ` +
          "marketplace's address and that this page's Content-Security-Policy lets it connect there " +
          '(connect-src); the browser console shows the request that failed.'
        : '',
      retry: true,
    };
  }
  if (error.status > 0 && typeof error.data === 'string' && error.status !== 503) {
    return {
      key: `not-api:${api.baseURL}`,
      shown: WRONG_SERVICE_SHOWN,
      warning:
        `${tag}: ${api.baseURL} answered ${error.status} with something other than the booking API ` +
        "(not JSON); set api-base to the marketplace's address (its API is under /api).",
    };
  }
  return null;
}

/** Logs the problem's warning for the developer once per page, whichever widget (or bundle) meets it. */
export function warnOnce(problem: SetupProblem): void {
  if (!problem.warning) return;
  const seen = pageSingleton('setupWarnings', () => new Set<string>());
  if (seen.has(problem.key)) return;
  seen.add(problem.key);
  console.warn(problem.warning);
}
