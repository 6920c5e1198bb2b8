import { isFeatureOn } from '../../src/core/features';
import { dealsOrigin } from '../../src/domain/search/dealsOrigin';
import { DEALS_NEAR_PATH, dealsNearParams } from '../../src/domain/search/dealsRules';
import type { WidgetPreload } from '../../src/ui/withPreload';
import type { DealsProps } from './element';
import { resolveOrigin } from './resolveOrigin';

/**
 * Deals near a place or a point ask for that point (the place's suggestions) and then its first
 * page of deals as soon as the element connects, without a render in between: the calls App and
 * useDealPages make, so they take both answers. Settles once the deals have answered (or
 * failed), so the UI mounts then (or after FIRST_CALLS_WAIT_MS) and its first render shows them:
 * one layout and paint, where a first render of the heading and a skeleton was followed by a
 * frame and the deals. The
 * reader's own position is left to the UI (it may ask the reader), and so is a brand without the
 * deals page (the element shows nothing).
 */
export const preloadDeals: WidgetPreload<DealsProps> = ({ props, api, brand }) => {
  const source = dealsOrigin(props);
  if (!isFeatureOn(brand, 'dealsPage') || source.kind === 'position') return;
  const ignore = () => undefined;
  return resolveOrigin(api, source, new AbortController().signal)
    .then((origin) =>
      api
        .get(DEALS_NEAR_PATH, {
          params: { ...dealsNearParams({ ...origin, radius: props.radius, limit: props.limit }), page: 1 },
        })
        .catch(ignore),
    )
    .catch(ignore);
};
