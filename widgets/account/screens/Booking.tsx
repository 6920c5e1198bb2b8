import { Fragment, useState } from 'react';
import { ApiError } from '../../../src/core/apiError';
import { bookingAccess } from '../../../src/domain/account/bookingList';
import { formatDate, formatPrice, formatTime, otherZoneName } from '../../../src/domain/format';
import { CancelBooking } from '../../../src/ui/CancelBooking';
import { CancellationPolicy, refundText } from '../../../src/ui/CancellationPolicy';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import { CancelFeedback } from '../booking/CancelFeedback';
import { ChangePlayers } from '../booking/ChangePlayers';
import { InsuranceSummary } from '../booking/InsuranceSummary';
import { WalletPass } from '../booking/WalletPass';
import { bookingTotal, paidWith, players } from '../bookingTypes';
import { useListStyles } from '../listStyles';
import type { ScreenProps } from '../types';
import { useFocusWhen } from '../useFocusWhen';
import { STATUS_NAMES } from './Bookings';

/**
 * One booking: its details, the wallet pass, weather protection, and for the golfer who booked
 * it a change of players and cancellation (then optional feedback). Shared bookings are read-only.
 */
export function Booking({ params, navigate, locale }: ScreenProps) {
  const { api } = useWidget();
  const s = useListStyles();
  const { user } = useSession();
  const id = params.id ?? '';
  const res = useRequest(
    (signal) => api.get(`v6/reservations/${encodeURIComponent(id)}`, { signal }).then((a) => a.reservation),
    [api, id],
  );
  const [notice, setNotice] = useState('');
  const [cancelled, setCancelled] = useState(false);
  const said = useFocusWhen<HTMLParagraphElement>(notice);
  const alert = useFocusWhen<HTMLDivElement>(res.error);
  const r = res.data;
  const back = (
    <p>
      <button
        type="button"
        className="tt-link"
        onClick={() => navigate('bookings', { status: r?.status ?? params.status ?? 'upcoming' })}
      >
        Back to my bookings
      </button>
    </p>
  );

  if (!r)
    return (
      <div className={s.screen}>
        {res.error instanceof ApiError && res.error.status === 404 ? (
          <div ref={alert} tabIndex={-1} role="alert" className="tt-panel">
            <p>Reservation not found.</p>
            <p>It may belong to another account. Check the link, or look in your bookings.</p>
          </div>
        ) : res.error ? (
          <div ref={alert} tabIndex={-1}>
            <ErrorNotice
              message={`We could not load this booking. ${res.error.message}`}
              onRetry={res.reload}
            />
          </div>
        ) : (
          <Skeleton rows={4} label="Loading your booking" />
        )}
        {back}
      </div>
    );

  const access = bookingAccess(r, user?.id);
  const zone = otherZoneName(r.course.timeZone ?? undefined, locale);
  const inviter = [r.inviter?.firstName, r.inviter?.lastName].filter(Boolean).join(' ') || r.inviter?.email;
  const rows: [string, string | undefined][] = [
    ['Course', r.course.name],
    ['Address', r.course.formattedAddress],
    ['Phone', r.course.phone],
    ['Date', formatDate(r.date, locale, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })],
    ['Tee-off time', `${formatTime(r.teeOffAtLocal, locale)}${zone ? ` course time (${zone})` : ''}`],
    ['Players', players(r.qty)],
    ['Paid with', paidWith(r)],
    ['Total', formatPrice(bookingTotal(r), locale)],
    ['Confirmation number', r.teeTimeReservationId],
    ['Status', STATUS_NAMES[r.status]],
    [
      'Refund',
      r.status === 'cancelled' && r.cancellation?.refund
        ? refundText(r.cancellation.refund, locale)
        : undefined,
    ],
  ];
  return (
    <div className={s.screen}>
      {notice && (
        <p ref={said} tabIndex={-1} role="status" className="tt-panel">
          {notice}
        </p>
      )}
      {access.shared && (
        <p className="tt-panel">
          {inviter ? `${inviter} shared this booking with you.` : 'This booking was shared with you.'} Only
          the golfer who booked it can change or cancel it.
        </p>
      )}
      {res.error && (
        <ErrorNotice
          message={`We could not refresh this booking. ${res.error.message}`}
          onRetry={res.reload}
        />
      )}
      <dl className={s.details}>
        {rows.map(([k, v]) =>
          v ? (
            <Fragment key={k}>
              <dt>{k}</dt>
              <dd>{k === 'Phone' ? <a href={`tel:${v.replace(/[^\d+]/g, '')}`}>{v}</a> : v}</dd>
            </Fragment>
          ) : null,
        )}
      </dl>
      {r.status === 'upcoming' && r.cancellation && (
        <CancellationPolicy policy={r.cancellation} locale={locale} timeZone={r.course.timeZone} />
      )}
      {r.status !== 'cancelled' && <WalletPass id={r.id} />}
      {r.hasEventualInsurance && !access.shared && <InsuranceSummary id={r.id} locale={locale} />}
      {access.canChange && (
        <ChangePlayers
          key={r.qty}
          r={r}
          locale={locale}
          navigate={navigate}
          onChanged={(qty) => {
            setNotice(`Your booking is now for ${players(qty)}.`);
            res.reload();
          }}
        />
      )}
      {access.canCancel && (
        <CancelBooking
          r={r}
          locale={locale}
          onCancelled={(done) => {
            setCancelled(true);
            const refund = done.cancellation?.refund;
            setNotice(`Your booking is cancelled. ${refund ? refundText(refund, locale) : ''}`.trim());
            res.reload();
          }}
        />
      )}
      {cancelled && <CancelFeedback id={r.id} />}
      {back}
    </div>
  );
}
