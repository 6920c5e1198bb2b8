import { useLocation } from 'react-router';
import { useSite } from '../shell/siteContext';

/**
 * /checkout/at/{courseId} (the main variant) and /anonymous-purchase (guest checkout, the query
 * variant): `<teetime-checkout from-url>` reads the tee time, players, flags and failure steps
 * from the URL. Paying moves to the confirmation's own URL (see useWidgetNavigation).
 */
export function CheckoutPage() {
  const { brand } = useSite();
  const { pathname, search } = useLocation();
  const guest = pathname === '/anonymous-purchase';
  return (
    <>
      <h1 className="page-title">{guest ? 'Guest checkout' : 'Checkout'}</h1>
      <div className="panel widget-panel">
        <teetime-checkout
          key={`${pathname}${search}`}
          brand={brand.id}
          from-url=""
          {...(guest ? { 'is-guest': '' } : {})}
        />
      </div>
    </>
  );
}
