import { serializeParams } from './serializeParams';

/**
 * The URL of a call: an absolute `path` as it is, else under `baseURL`; params snake_cased and
 * serialized (core/serializeParams) unless `skipCase`.
 */
export function requestUrl(
  baseURL: string,
  path: string,
  params?: Record<string, unknown>,
  skipCase = false,
): string {
  let url = /^https?:\/\//i.test(path) ? path : `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const query = params ? serializeParams(params, skipCase) : '';
  if (query) url += (url.includes('?') ? '&' : '?') + query;
  return url;
}
