import { isFeatureOn, type FeatureName, type FeatureSwitches } from './features';
import type { SiteStatus } from './siteStatus';

/** Switches that also need the site's network membership on (GET v6/status/site, spec 02 §2, §3). */
const NEEDS_SITE_MEMBERSHIP: ReadonlySet<FeatureName> = new Set(['networkMembership', 'showNetworkSales']);

/**
 * A feature gate with the site status: the brand's switch, and for the network membership
 * features (the sales page needs networkMembership or showNetworkSales *and* site membership
 * enabled) the site status as well. Unknown status (not loaded yet, or failed): null for those
 * features, so a caller waits rather than sending the golfer away.
 */
export function siteFeatureOn(
  brand: FeatureSwitches,
  name: FeatureName,
  status: SiteStatus | null | undefined,
): boolean | null {
  if (!NEEDS_SITE_MEMBERSHIP.has(name)) return isFeatureOn(brand, name);
  const sells = isFeatureOn(brand, 'networkMembership') || isFeatureOn(brand, 'showNetworkSales');
  if (!sells) return false;
  return status ? status.networkMembershipEnabled : null;
}
