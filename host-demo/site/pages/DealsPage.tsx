import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { getPosition, type GeoPosition } from '../../../src/core/geolocation';
import { Spinner } from '../shell/Spinner';
import { useSite } from '../shell/siteContext';

/** A deal's "Book a tee time": the course's tee times on the deal's day, its rate first. */
const DEAL_BOOKING_URL = '/booking-options?courseId={courseId}&date={date}&rateType={rateType}';

/**
 * /deals (dealsPage feature): special-rate deals near the golfer, lowest price first, in
 * `<teetime-deals>`. The place is ?location=…, else the golfer's position; without one the
 * page goes home (spec 01 §2).
 */
export function DealsPage() {
  const { brand } = useSite();
  const [query] = useSearchParams();
  const place = query.get('location')?.trim() ?? '';
  const [position, setPosition] = useState<GeoPosition | null | 'waiting'>(place ? null : 'waiting');
  useEffect(() => {
    if (place) return;
    let live = true;
    getPosition()
      .then((p) => live && setPosition(p))
      .catch(() => live && setPosition(null));
    return () => {
      live = false;
    };
  }, [place]);

  if (!place && position === null) return <Navigate to="/" replace />;
  return (
    <>
      {/* The widget's own heading names the place ("Golf deals near Denver, CO"): not twice. */}
      <h1 className="page-title">Tee-time deals</h1>
      {position === 'waiting' ? (
        <Spinner label="Finding your location" />
      ) : (
        <div className="panel widget-panel">
          <teetime-deals
            brand={brand.id}
            location={place || undefined}
            latitude={position?.latitude}
            longitude={position?.longitude}
            course-url={DEAL_BOOKING_URL}
          />
        </div>
      )}
    </>
  );
}
