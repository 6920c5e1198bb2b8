import { Link, useParams, useSearchParams } from 'react-router';
import { getSafeStorage } from '../../../src/core/safeStorage';
import { useSite } from '../shell/siteContext';
import { LAST_BOOKING_KEY, type LastBooking } from '../shell/useWidgetNavigation';

/**
 * /booking-confirmations/{reservationId}?accessToken=…&isAppClipUrl=… and
 * /bookingConfirmation/at/{courseId} (this tab's last booking there): the checkout's confirmation
 * view, which loads the reservation, wallet passes, insurance and the confirmation banner.
 */
export function ConfirmationPage() {
  const { brand } = useSite();
  const { reservationId: inPath, courseId } = useParams();
  const [query] = useSearchParams();
  const last = getSafeStorage('session').getJSON<LastBooking>(LAST_BOOKING_KEY);
  const fromCourse = courseId && last?.courseId === courseId ? last : null;
  const reservationId = inPath ?? fromCourse?.reservationId;
  const accessToken = query.get('accessToken') ?? fromCourse?.accessToken;
  return (
    <>
      <h1 className="page-title">Your booking</h1>
      {reservationId ? (
        <div className="panel widget-panel">
          <teetime-checkout
            key={reservationId}
            brand={brand.id}
            reservation-id={reservationId}
            access-token={accessToken ?? undefined}
            {...(query.get('isAppClipUrl') === 'true' ? { 'is-app-clip-url': '' } : {})}
          />
        </div>
      ) : (
        <section className="panel">
          <p>There is no recent booking at this course in this browser tab.</p>
          <p>
            Guests find their booking through the link in the confirmation e-mail.{' '}
            <Link to="/">Find a tee time</Link>
          </p>
        </section>
      )}
    </>
  );
}
