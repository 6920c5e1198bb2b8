import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getPosition, type GeoPosition } from '../../../src/core/geolocation';
import { NoPosition } from '../shell/NoPosition';
import { Spinner } from '../shell/Spinner';
import { useSite } from '../shell/siteContext';

/**
 * A deal's "Book a tee time": the course's own page on the deal's day (`/courses/{id}` goes to
 * it), where the deal's price shows above the tee times (`rateType` and `dealId` are added by the
 * widget).
 */
const DEAL_BOOKING_URL = '/courses/{courseId}?date={date}';

/**
 * /deals (dealsPage feature): special-rate deals near the golfer, lowest price first, in
 * `<teetime-deals>`. The place is ?location=…, else the golfer's position. Without one (the
 * browser did not share it) the page says so and asks for a place, which goes into ?location=
 * (interpretation of spec 01 §2's "without a location it goes home": the golfer is told why and
 * what to do instead of landing on home without a word).
 */
export function DealsPage() {
  const { brand } = useSite();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const place = query.get('location')?.trim() ?? '';
  const [position, setPosition] = useState<GeoPosition | null | 'waiting'>(place ? null : 'waiting');
  useEffect(() => {
    if (place) return;
    let live = true;
    setPosition('waiting');
    getPosition()
      .then((p) => live && setPosition(p))
      .catch(() => live && setPosition(null));
    return () => {
      live = false;
    };
  }, [place]);

  let body;
  if (!place && position === null)
    body = (
      <NoPosition
        what="deals"
        action="Show deals"
        onPlace={(text) => navigate(`/deals?${new URLSearchParams({ location: text })}`)}
      />
    );
  else if (position === 'waiting') body = <Spinner label="Finding your location" />;
  else
    body = (
      <div className="panel widget-panel">
        <teetime-deals
          brand={brand.id}
          location={place || undefined}
          latitude={position?.latitude}
          longitude={position?.longitude}
          course-url={DEAL_BOOKING_URL}
        />
      </div>
    );
  return (
    <>
      {/* The widget's own heading names the place ("Golf deals near Denver, CO"): not twice. */}
      <h1 className="page-title">Tee-time deals</h1>
      {body}
    </>
  );
}
