import type { ApiClient } from '../core/apiClient';
import { camelKeys } from '../core/caseKeys';
import { keepEarlyCall } from '../core/earlyCalls';
import { jsonCall } from '../core/jsonCall';
import { requestUrl } from '../core/requestUrl';

const refuse = () => Promise.reject(new Error("A first screen only reads: this call is its UI's to make"));

/**
 * The API client of a widget's first screen (src/first): GETs with the headers of a page with no
 * session (the app key), each kept for the UI's same call (core/earlyCalls), their answers
 * camelCased as the UI's client gives them. Nothing else: a first screen only reads.
 */
export function firstClient(baseURL: string, appKey: string): ApiClient {
  return {
    baseURL,
    appKey,
    get<T>(path: string, opts: { params?: Record<string, unknown> } = {}): Promise<T> {
      const url = requestUrl(baseURL, path, opts.params);
      const answer = jsonCall(fetch, url, {
        method: 'GET',
        headers: { Accept: 'application/json', 'X-Api-Key': appKey },
        credentials: 'include',
      });
      keepEarlyCall(appKey, url, answer);
      return answer.then((a) => camelKeys(a) as T);
    },
    post: refuse,
    put: refuse,
    patch: refuse,
    delete: refuse,
  };
}
