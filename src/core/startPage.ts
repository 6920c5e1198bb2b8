import { captureAttribution } from './attribution';
import { captureMarketingIdentity } from './marketingIdentity';
import { bridgePageEvents } from './pageEvents';
import { pageSingleton } from './pageSingleton';

/**
 * What runs once per page when the first widget connects, whichever bundle copy it came from:
 * page-level events start reaching `document`, and the page URL's utm / gclid / msclkid / rwg
 * values are stored (spec 01 §3 attribution, 90 and 30 days), and so are its marketing identity
 * values (iterable campaign, template and message ids; referral values: core/marketingIdentity).
 */
export function startPage(): void {
  pageSingleton('pageStarted', () => {
    bridgePageEvents();
    try {
      captureAttribution(location.href);
      captureMarketingIdentity(location.href);
    } catch {
      // Attribution is best effort; a malformed URL never stops a widget.
    }
    return true;
  });
}
