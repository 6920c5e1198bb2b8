import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { getSafeStorage } from '../../../src/core/safeStorage';
import { SITE_BOOKINGS_URL_KEY } from '../../../src/core/storageKeys';
import { insuranceQuoteReturn, quoteErrorLeaves } from '../../../src/domain/site/siteErrors';
import { useSite } from '../shell/siteContext';
import { useSiteData } from '../shell/useSiteData';

/**
 * /eventual-weather/purchase/{reservationId}?accessToken=…: the booking with its weather-protection
 * offer. The page asks for the quote first; when it is refused (the booking is not the golfer's,
 * gone, or has no cover to offer), the golfer goes back to the booking list they came from, or
 * home, with the reason said there (spec 01 §8).
 */
export function InsuranceQuotePage() {
  const { brand, alert } = useSite();
  const { reservationId = '' } = useParams();
  const [query] = useSearchParams();
  const accessToken = query.get('accessToken') ?? undefined;
  const quote = useSiteData(
    `v6/eventual_insurance/reservations/${encodeURIComponent(reservationId)}/quote`,
    accessToken ? { accessToken } : undefined,
  );
  const leave = !quote.loading && quote.status !== 200 && quoteErrorLeaves(quote.status);
  useEffect(() => {
    if (leave) alert(`We could not get a weather-protection quote for this booking. ${quote.error}`, 'error');
  }, [leave, quote.error, alert]);
  if (leave)
    return (
      <Navigate to={insuranceQuoteReturn(getSafeStorage('session').getItem(SITE_BOOKINGS_URL_KEY))} replace />
    );
  return (
    <>
      <h1 className="page-title">Protect your round from the weather</h1>
      <div className="panel widget-panel">
        <teetime-checkout
          key={reservationId}
          brand={brand.id}
          reservation-id={reservationId}
          access-token={accessToken}
        />
      </div>
    </>
  );
}
