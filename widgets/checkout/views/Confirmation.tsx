import { isFeatureOn } from '../../../src/core/features';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { useFormat } from '../format';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useSession } from '../session';
import type { Reservation } from '../types';
import { Banner } from './Banner';
import { Heading } from './Heading';
import { Insurance } from './Insurance';
import { Share } from './Share';
import { WalletPass } from './WalletPass';

interface Props {
  reservationId: string;
  accessToken?: string;
  isAppClip: boolean;
}

/** The booking confirmation: the reservation, wallet pass, insurance, sharing and the banner. */
export function Confirmation({ reservationId, accessToken, isAppClip }: Props) {
  const { formatDate, formatPrice, formatTime } = useFormat();
  const { api, brand } = useWidget();
  const session = useSession();
  const userId = session.user?.id ?? null;
  const load = useRequest(
    (signal) =>
      api
        .get<{ reservation: Reservation }>(`v6/reservations/${encodeURIComponent(reservationId)}`, {
          signal,
          params: { accessToken },
        })
        .then((a) => a.reservation),
    [api, reservationId, accessToken, userId],
    session.restored,
  );
  const r = load.data;
  if (!r && load.status === 'error') {
    const notFound = (load.error as { status?: number } | undefined)?.status === 404;
    return notFound ? (
      <div className="tt-panel">
        <Heading>Reservation not found</Heading>
        <p>We could not find this reservation. Check the link in your confirmation e-mail, or sign in.</p>
      </div>
    ) : (
      <ErrorNotice message={load.error?.message ?? 'Could not load the reservation.'} onRetry={load.reload} />
    );
  }
  if (!r) return <Skeleton label="Loading your reservation" rows={3} />;
  const token = accessToken ?? r.accessToken;
  // An invitee's view is read-only: no insurance, no sharing (the server refuses them too).
  const isOwner = r.viewer !== 'invitee';
  const isBooker = !r.isGuest && session.user !== null && session.user.email === r.inviter?.email;
  return (
    <div>
      <div className="tt-panel" data-testid="confirmation">
        <Heading>{r.status === 'cancelled' ? 'Reservation cancelled' : "You're booked!"}</Heading>
        <p>
          <strong>{r.course.name}</strong>
          <br />
          {formatDate(r.date)} at {formatTime(r.teeOffAtLocal)} · {r.qty} {r.qty === 1 ? 'player' : 'players'}
        </p>
        <dl>
          <dt>Confirmation number</dt>
          <dd>{r.teeTimeReservationId ?? r.id}</dd>
          {r.sgRevenue && (
            <>
              <dt>Total paid</dt>
              <dd>{formatPrice(r.sgRevenue.total)}</dd>
            </>
          )}
          {r.creditCard && (
            <>
              <dt>Card</dt>
              <dd>
                {r.creditCard.brand.toUpperCase()} •••• {r.creditCard.lastFour}
              </dd>
            </>
          )}
          {r.digitalWallet && (
            <>
              <dt>Paid with</dt>
              <dd>{r.digitalWallet === 'apple_pay' ? 'Apple Pay' : 'Google Pay'}</dd>
            </>
          )}
        </dl>
        {r.course.formattedAddress && <p className="tt-muted">{r.course.formattedAddress}</p>}
        <WalletPass reservationId={r.id} accessToken={token} isAppClip={isAppClip} />
      </div>
      {isOwner &&
        isFeatureOn(brand, 'eventualInsurance') &&
        r.course.hasEventualInsurance &&
        r.status !== 'cancelled' && <Insurance reservation={r} accessToken={token} />}
      {isOwner && isBooker && isFeatureOn(brand, 'shareReservation') && <Share reservationId={r.id} />}
      <Banner courseId={r.course.id} />
    </div>
  );
}
