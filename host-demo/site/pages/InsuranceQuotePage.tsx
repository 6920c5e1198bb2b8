import { useParams, useSearchParams } from 'react-router';
import { useSite } from '../shell/siteContext';

/** /eventual-weather/purchase/{reservationId}?accessToken=…: the booking with its weather-protection offer. */
export function InsuranceQuotePage() {
  const { brand } = useSite();
  const { reservationId = '' } = useParams();
  const [query] = useSearchParams();
  return (
    <>
      <h1 className="page-title">Protect your round from the weather</h1>
      <div className="panel widget-panel">
        <teetime-checkout
          key={reservationId}
          brand={brand.id}
          reservation-id={reservationId}
          access-token={query.get('accessToken') ?? undefined}
        />
      </div>
    </>
  );
}
