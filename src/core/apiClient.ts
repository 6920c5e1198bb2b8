import { apiErrorFromAnswer, cancelledError, isCancelled, networkError } from './apiError';
import { camelKeys, isPlainObject, snakeKeys } from './caseKeys';
import { takeEarlyCall } from './earlyCalls';
import { isRawAnswer, jsonCall } from './jsonCall';
import type { ApiClient, ApiClientOptions, RequestOptions } from './apiClientTypes';
import { getMaintenance, type Maintenance } from './maintenance';
import { requestUrl } from './requestUrl';
import { getSafeStorage } from './safeStorage';
import { getSession } from './session';
import { SESSION_TOKEN_KEY, USER_TOKEN_KEY } from './storageKeys';
import { RETRY_ATTEMPTS, RETRY_DELAY_MS, withRetry } from './withRetry';

export { ApiError, isCancelled } from './apiError';
export { withRetry } from './withRetry';
export type { ApiClient, ApiClientOptions, RequestOptions, UntypedApiClient } from './apiClientTypes';

/**
 * The marketplace API client: the spec's common conduct (02 §7, §8) written once.
 *
 * - Headers: `X-Api-Key`, `X-Api-User-Token` when signed in, `X-Api-Session` when a session exists
 *   (both read from localStorage at request time), credentials included; on writes from a page on
 *   the API's origin, the XSRF-TOKEN cookie sent back as `X-XSRF-TOKEN` (xsrfToken). No timeout.
 * - Params and JSON bodies go out snake_cased (null/undefined params dropped, arrays
 *   comma-separated); answers come back camelCased, unless `skipCase`.
 * - 401 while a user token exists: the session is told (local data cleared, sign-in required).
 * - 503: the page's maintenance flag is set and the call REJECTS with an ApiError whose status is
 *   503 (`isMaintenanceError(e)` / `e.isMaintenance`). We reject rather than resolve so callers
 *   never receive a fake answer; "no error is thrown" in the spec means the UI shows the
 *   maintenance notice (driven by the flag) instead of an error view for it. The next successful
 *   GET clears the flag.
 * - Aborted requests reject with an error for which `isCancelled(e)` is true: ignore those.
 * - No answer at all: ApiError status 0 with a friendly network message.
 * - `retry: true` (spec 02 §7's retry helper): a failed request is tried up to 3 times, 1 second
 *   apart, unless it was cancelled, hit maintenance or is a client error other than 408 / 429.
 *   Only idempotent reads ask for it: the page's background reads (session restore's profile,
 *   site status, countries, the messaging token). Screens whose load the golfer can try again
 *   themselves, and every write (a payment must never be sent twice), are tried once.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * The API's XSRF cookie (`XSRF-TOKEN`, spec 02 §7) for a call to `url`, sent back as
 * `X-XSRF-TOKEN` on writes (the GETs change nothing). Only when the page is on the API's origin
 * (the marketplace site): on a partner's page `document.cookie` holds the partner's cookies, and
 * an `XSRF-TOKEN` of theirs (a common name) must never reach our API. Reading the page's cookies
 * also costs a call to the browser's cookie store, which a widget's first calls no longer pay.
 */
function xsrfToken(url: string): string | undefined {
  if (typeof document === 'undefined' || typeof location === 'undefined') return undefined;
  if (new URL(url, location.href).origin !== location.origin) return undefined;
  const value = new RegExp(`(?:^|; )${XSRF_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function createApiClient(o: ApiClientOptions): ApiClient {
  const baseURL = o.baseURL.replace(/\/+$/, '');
  const storage = o.storage ?? getSafeStorage('local');
  const maintenance = (): Maintenance => o.maintenance ?? getMaintenance();

  async function request<T>(
    method: Method,
    path: string,
    body: unknown,
    opts: RequestOptions = {},
  ): Promise<T> {
    const { signal, skipCase = false } = opts;
    // Read once, synchronously: the request carries the tokens of the moment it was made.
    const userToken = storage.getItem(USER_TOKEN_KEY);
    const sessionToken = storage.getItem(SESSION_TOKEN_KEY);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Api-Key': o.appKey,
    };
    if (userToken) headers[USER_TOKEN_KEY] = userToken;
    if (sessionToken) headers[SESSION_TOKEN_KEY] = sessionToken;

    const url = requestUrl(baseURL, path, opts.params, skipCase);

    const convertBody = !opts.raw && !skipCase && (isPlainObject(body) || Array.isArray(body));
    const data = convertBody ? snakeKeys(body) : body;

    if (method !== 'GET') {
      const xsrf = xsrfToken(url);
      if (xsrf) headers[XSRF_HEADER] = xsrf;
    }

    if (signal?.aborted) throw cancelledError();
    let answer: unknown;
    try {
      // The page's fetch at the moment of the call (a test may stub it), with the caller's signal.
      // The same GET sent by the widget's first screen (src/first), when it carried the same
      // headers (no token stored then, none now): its answer, not a second call.
      const early =
        method === 'GET' && !userToken && !sessionToken ? takeEarlyCall(o.appKey, url) : undefined;
      answer = await (early ??
        jsonCall(o.fetch ?? fetch, url, { method, headers, credentials: 'include', signal }, data));
    } catch (e) {
      if (signal?.aborted || isCancelled(e)) throw cancelledError();
      if (!isRawAnswer(e)) throw networkError(e);
      const error = apiErrorFromAnswer(e.status, skipCase ? e.data : camelKeys(e.data));
      if (e.status === 401 && userToken && storage.getItem(USER_TOKEN_KEY) === userToken) {
        (o.session ?? getSession()).handleUnauthorized();
      }
      if (e.status === 503) maintenance().set(true);
      throw error;
    }
    // A body-read failure is kept as '' (call), so an abort mid-body would otherwise resolve.
    if (signal?.aborted) throw cancelledError();
    if (method === 'GET' && maintenance().active) maintenance().set(false);

    if (answer === '') return undefined as T;
    return (skipCase ? answer : camelKeys(answer)) as T;
  }

  const send = <T>(method: Method, path: string, body: unknown, opts?: RequestOptions): Promise<T> =>
    opts?.retry
      ? withRetry(
          () => request<T>(method, path, body, opts),
          RETRY_ATTEMPTS,
          o.retryDelayMs ?? RETRY_DELAY_MS,
        )
      : request<T>(method, path, body, opts);

  return {
    baseURL,
    appKey: o.appKey,
    get: (path, opts) => send('GET', path, undefined, opts),
    post: (path, body, opts) => send('POST', path, body, opts),
    put: (path, body, opts) => send('PUT', path, body, opts),
    patch: (path, body, opts) => send('PATCH', path, body, opts),
    delete: (path, opts) => send('DELETE', path, undefined, opts),
  };
}
