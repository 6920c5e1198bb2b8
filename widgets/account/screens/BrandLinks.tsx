import { isFeatureOn } from '../../../src/core/features';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { Leave } from '../types';

/**
 * The account summary's links that brand switches add (docs/brands.md): `golfSpecials` the
 * brand's golf specials (the marketplace's deals page), `giftCardLink` the gift card store, whose
 * address is the brand's affiliate store (`GET v6/status/affiliate`, opened in a new tab).
 */
export function BrandLinks({ leave }: { leave: Leave }) {
  const { brand } = useWidget();
  return (
    <>
      {isFeatureOn(brand, 'golfSpecials') && (
        <li>
          <button type="button" className="tt-link" onClick={() => leave('/deals')}>
            Golf specials
          </button>
        </li>
      )}
      {isFeatureOn(brand, 'giftCardLink') && <GiftCardLink />}
    </>
  );
}

function GiftCardLink() {
  const { api } = useWidget();
  const store = useRequest((signal) => api.get('v6/status/affiliate', { signal }), [api]);
  if (store.error)
    return (
      <li className="tt-muted" role="status">
        The gift card store cannot be reached right now. Try again later.
      </li>
    );
  if (!store.data) return <li className="tt-muted">Loading the gift card store…</li>;
  return (
    <li>
      <a className="tt-link" href={store.data.storeUrl} target="_blank" rel="noopener noreferrer">
        Buy a gift card (opens the store in a new tab)
      </a>
    </li>
  );
}
