import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { isFeatureOn } from '../../../src/core/features';
import { siteHref } from '../../../src/core/siteUrl';
import { confirmationPath, signUpPath } from '../../../src/domain/site/sitePaths';
import { CancelBooking } from '../../../src/ui/CancelBooking';
import { CancellationPolicy, refundText } from '../../../src/ui/CancellationPolicy';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { useFormat } from '../format';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useSession } from '../session';
import { localeAtom } from '../store';
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
  /** Right after paying here (not opened from a link): a guest gets the link to manage it. */
  justPaid?: boolean;
  /**
   * The marketplace's offer banner: not inside the mobile app (`webview`), nor after a booking
   * made from a course's own anchored tee-time link (the booking is the course's, not a lead).
   */
  banner?: boolean;
}

/**
 * The booking confirmation: the reservation, its cancellation policy, where the e-mail went, wallet
 * pass, insurance, sharing and the banner. Right after paying, a guest gets "Manage this booking"
 * (the e-mail's link, with the access token); opened from it, the booker can cancel (the refund
 * said before and after).
 */
export function Confirmation({
  reservationId,
  accessToken,
  isAppClip,
  justPaid = false,
  banner = true,
}: Props) {
  const { formatDate, formatPrice, formatTime } = useFormat();
  const { api, brand, siteUrl } = useWidget();
  const locale = useAtomValue(localeAtom);
  const [cancelled, setCancelled] = useState<Reservation | null>(null);
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (cancelled) said.current?.focus();
  }, [cancelled]);
  const session = useSession();
  const userId = session.user?.id ?? null;
  const load = useRequest(
    (signal) =>
      api
        .get(`v6/reservations/${encodeURIComponent(reservationId)}`, {
          signal,
          params: { accessToken },
        })
        .then((a) => a.reservation),
    [api, reservationId, accessToken, userId],
    session.restored,
  );
  if (!load.data && load.status === 'error') {
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
  if (!load.data) return <Skeleton label="Loading your reservation" rows={3} />;
  const r = cancelled ?? load.data;
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
        {r.status === 'upcoming' && r.cancellation && (
          <CancellationPolicy policy={r.cancellation} locale={locale} timeZone={r.course.timeZone} />
        )}
        {r.status === 'cancelled' && r.cancellation?.refund && (
          <p ref={said} tabIndex={-1} role="status" data-testid="refund">
            {refundText(r.cancellation.refund, locale)}
          </p>
        )}
        {r.confirmationEmail && r.status !== 'cancelled' && (
          <p data-testid="confirmation-email">
            We e-mailed your confirmation to <strong>{r.confirmationEmail.to}</strong>.
            {r.confirmationEmail.outboxPath && (
              <span className="tt-muted">
                {' '}
                This is the sandbox: no e-mail leaves it, the message is in its outbox (
                <code data-testid="outbox-path">{r.confirmationEmail.outboxPath}</code>, with your app key).
              </span>
            )}
          </p>
        )}
        {justPaid && r.isGuest && token && r.status === 'upcoming' && (
          <p>
            <a className="tt-button tt-secondary" href={siteHref(siteUrl, confirmationPath(r.id, token))}>
              Manage this booking
            </a>{' '}
            <span className="tt-muted">
              The same link is in your e-mail: keep it to see or cancel this booking.
            </span>
          </p>
        )}
        {r.isGuest && token && !session.user && r.status === 'upcoming' && (
          <p>
            <a
              className="tt-link"
              href={siteHref(siteUrl, signUpPath({ email: r.inviter?.email, reservationAccessToken: token }))}
            >
              Create an account
            </a>{' '}
            <span className="tt-muted">to find this booking in My bookings next time.</span>
          </p>
        )}
        {!justPaid && isOwner && r.isCancellable && r.status === 'upcoming' && (
          <CancelBooking
            r={r}
            locale={locale}
            accessToken={token}
            onCancelled={(done) => setCancelled({ ...r, ...(done as Partial<Reservation>) })}
          />
        )}
        <WalletPass reservationId={r.id} accessToken={token} isAppClip={isAppClip} />
      </div>
      {isOwner &&
        isFeatureOn(brand, 'eventualInsurance') &&
        r.course.hasEventualInsurance &&
        r.status !== 'cancelled' && <Insurance reservation={r} accessToken={token} />}
      {isOwner && isBooker && isFeatureOn(brand, 'shareReservation') && <Share reservationId={r.id} />}
      {banner && <Banner courseId={r.course.id} />}
    </div>
  );
}
