import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { getBus } from '../../../src/core/bus';
import { getSafeStorage } from '../../../src/core/safeStorage';
import { getSiteStatus } from '../../../src/core/siteStatus';
import { clearFlowTokens } from '../../../src/core/flowTokenKeys';
import { CHECKOUT_KEY } from '../../../src/core/storageKeys';
import { getTracker } from '../../../src/core/tracking';
import { resetsFlow } from '../../../src/domain/site/routeRules';
import type { SiteRoute } from '../routeTable';
import { useSite } from './siteContext';

/** The route of the deepest match (its `handle`), once the page's chunk is known. */
export function useCurrentRoute(): SiteRoute | undefined {
  const matches = useMatches();
  return [...matches].reverse().find((m) => m.handle)?.handle as SiteRoute | undefined;
}

/**
 * Spec 01 §2 / 02 §7: on every route change a page view is tracked, the tee-time flow is reset
 * when the new page is not part of it, and the site status is refreshed (cached 15 minutes per brand).
 */
export function useRouteChangeRules(): void {
  const { pathname, search } = useLocation();
  const route = useCurrentRoute();
  const { api } = useSite();

  useEffect(() => {
    getTracker().pageView(`${pathname}${search}`);
  }, [pathname, search]);

  useEffect(() => {
    if (!route || !resetsFlow(Boolean(route.flow))) return;
    clearFlowTokens();
    getSafeStorage('session').removeItem(CHECKOUT_KEY);
    getBus().clear('teetime-tee-time-select');
    getBus().clear('teetime-checkout-start');
  }, [pathname, route]);

  useEffect(() => {
    void getSiteStatus(api).catch(() => undefined);
  }, [pathname, api]);
}
