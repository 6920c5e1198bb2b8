import { useAtom } from 'jotai';
import { useId } from 'react';
import { BOOKING_STATUSES, type BookingStatus } from '../../../src/domain/account/accountRoutes';
import {
  BOOKING_SORTS,
  BOOKING_TABS,
  bookingTab,
  bookingsQuery,
  sortBookings,
  type BookingSort,
} from '../../../src/domain/account/bookingList';
import { formatDate, formatPrice, formatTime } from '../../../src/domain/format';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { bookingSortAtom } from '../accountState';
import { bookingTotal, players, type Reservation } from '../bookingTypes';
import { useListStyles } from '../listStyles';
import type { ScreenProps } from '../types';
import { useFocusWhen } from '../useFocusWhen';
import { Tabs } from '../views/Tabs';

const TAB_NAMES = ['Upcoming', 'Past'];
const EMPTY: Record<BookingStatus, string> = {
  upcoming: 'You have no upcoming bookings.',
  past: 'You have no past bookings yet. Rounds you have played will show here.',
  cancelled: 'You have no cancelled bookings.',
};
export const STATUS_NAMES: Record<BookingStatus, string> = {
  upcoming: 'Upcoming',
  past: 'Played',
  cancelled: 'Cancelled',
};

/**
 * My bookings: upcoming (tab 0) and past (tab 1) as a tablist, cancelled as a list reached by a
 * link; the golfer's own and those shared with them, sorted by tee-off time or course name.
 */
export function Bookings({ params, navigate, leave, locale }: ScreenProps) {
  const { api } = useWidget();
  const s = useListStyles();
  const id = useId();
  const status = (BOOKING_STATUSES as readonly string[]).includes(params.status ?? '')
    ? (params.status as BookingStatus)
    : 'upcoming';
  const tab = bookingTab(status);
  const [sort, setSort] = useAtom(bookingSortAtom);
  const list = useRequest(
    (signal) =>
      Promise.all(
        [false, true].map((shared) =>
          api.get('v6/reservations', {
            signal,
            params: bookingsQuery(status, sort, shared),
          }),
        ),
      ).then(([own, shared]) =>
        sortBookings<Reservation>(
          [...own!.reservations, ...shared!.reservations.map((r): Reservation => ({ ...r, shared: true }))],
          sort,
        ),
      ),
    [api, status, sort],
  );
  const alert = useFocusWhen<HTMLDivElement>(list.error);

  const data = list.data;
  return (
    <div className={s.screen}>
      <Tabs
        label="Bookings"
        className={s.tabs}
        names={TAB_NAMES}
        current={tab}
        onChoose={(i) => navigate('bookings', { status: BOOKING_TABS[i]! })}
      >
        {tab < 0 && <h3>Cancelled bookings</h3>}
        {data?.length !== 0 && (
          // Nothing to sort on an empty list: the empty state stands alone.
          <div className="tt-field tt-sort">
            <label htmlFor={`${id}-sort`}>Sort by</label>
            <select
              id={`${id}-sort`}
              value={sort}
              onInput={(e) => setSort(e.currentTarget.value as BookingSort)}
            >
              {BOOKING_SORTS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        )}
        {list.error && (
          <div ref={alert} tabIndex={-1}>
            <ErrorNotice
              message={`We could not load your bookings. ${list.error.message}`}
              onRetry={list.reload}
            />
          </div>
        )}
        {!data ? (
          !list.error && <Skeleton rows={3} label="Loading your bookings" />
        ) : data.length === 0 ? (
          <div className="tt-panel">
            <p>{EMPTY[status]}</p>
            {status === 'cancelled' ? (
              <button
                type="button"
                className="tt-button"
                onClick={() => navigate('bookings', { status: 'upcoming' })}
              >
                See upcoming bookings
              </button>
            ) : (
              <button type="button" className="tt-button" onClick={() => leave('/')}>
                Find a tee time
              </button>
            )}
          </div>
        ) : (
          <>
            <p className={s.muted}>Tee-off times are local to each course.</p>
            <ul className={s.list} aria-busy={list.status === 'loading'}>
              {data.map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    className={s.item}
                    onClick={() => navigate('booking', { status, id: r.id })}
                  >
                    <span className={s.title}>{r.course.name ?? 'Golf course'}</span>
                    <span>
                      {formatDate(r.date, locale)} at {formatTime(r.teeOffAtLocal, locale)}
                    </span>
                    <span>
                      {players(r.qty)} · {formatPrice(bookingTotal(r), locale)}
                    </span>
                    <span className={s.badge}>{STATUS_NAMES[r.status] ?? r.status}</span>
                    {r.shared && <span className={s.badge}>Shared with you</span>}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </Tabs>
      <p>
        <button
          type="button"
          className="tt-link"
          onClick={() => navigate('bookings', { status: tab < 0 ? 'upcoming' : 'cancelled' })}
        >
          {tab < 0 ? 'Back to upcoming bookings' : 'Cancelled bookings'}
        </button>
      </p>
    </div>
  );
}
