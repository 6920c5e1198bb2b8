import type { ApiClient } from './apiClient';
import { pageSingleton } from './pageSingleton';
import { createTtlCache, type TtlCache } from './ttlCache';

/** GET v6/status/site. */
export interface SiteStatus {
  networkMembershipEnabled: boolean;
}

/** Spec: site status is cached for 15 minutes in session storage. */
export const SITE_STATUS_TTL_MS = 900_000;

export interface SiteStatusOptions {
  cache?: TtlCache;
  now?: () => number;
}

/**
 * The site status, from the session-storage cache while it is under 900000 ms old, else from the
 * API. Concurrent callers on the page (any widget, any copy of the bundle) share one request.
 */
export function getSiteStatus(api: ApiClient, options: SiteStatusOptions = {}): Promise<SiteStatus> {
  const cache = options.cache ?? createTtlCache(undefined, { now: options.now });
  // Per API and brand: each brand's app key gets its own status (spec: cached per brand).
  const name = `site-status:${api.baseURL}:${api.appKey}`;
  const hit = cache.get<SiteStatus>(name);
  if (hit && !hit.stale) return Promise.resolve(hit.data);

  const inFlight = pageSingleton('siteStatus.inFlight', () => new Map<string, Promise<SiteStatus>>());
  const pending = inFlight.get(name);
  if (pending) return pending;
  const request = api
    .get('v6/status/site', { retry: true })
    .then((answer) => {
      const status: SiteStatus = {
        networkMembershipEnabled: answer?.networkMembershipEnabled === true,
      };
      cache.set(name, status, SITE_STATUS_TTL_MS);
      return status;
    })
    .finally(() => inFlight.delete(name));
  inFlight.set(name, request);
  return request;
}
