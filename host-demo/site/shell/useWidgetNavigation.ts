import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { TeetimeEventMap } from '../../../src/core/events';
import { clearFlowTokens } from '../../../src/core/flowTokenKeys';
import { getSafeStorage } from '../../../src/core/safeStorage';
import { storageKey } from '../../../src/core/storageKeys';
import { checkoutPath, confirmationPath, coursePath } from '../../../src/domain/site/sitePaths';
import { useSite } from './siteContext';

/** The last booking per course (session storage), for /bookingConfirmation/at/{courseId}. */
export const LAST_BOOKING_KEY = storageKey('site-last-booking');
export interface LastBooking {
  courseId: string;
  reservationId: string;
  accessToken?: string;
}

type Detail<K extends keyof TeetimeEventMap> = CustomEvent<TeetimeEventMap[K]>;

/**
 * The site is the widgets' router: it cancels the widgets' own navigation (preventDefault on the
 * cancelable events) and moves to the marketplace's real URLs instead — a chosen course opens its
 * course page, a book click its checkout, a payment its confirmation (replacing the checkout in
 * history, so back does not return to a paid checkout; the course's flow steps are cleared, so
 * back to the course page opens its tee sheet, not the paid offer).
 */
export function useWidgetNavigation(): void {
  const navigate = useNavigate();
  const { api } = useSite();
  const pending = useRef<AbortController | null>(null);

  useEffect(() => {
    const onCourse = (e: Event) => {
      // The course, its day, party, time or rate, and the search's narrowed filters (kept on the course page).
      const { courseId, courseName: _name, ...chosen } = (e as Detail<'teetime-course-select'>).detail;
      e.preventDefault();
      pending.current?.abort();
      const ctl = new AbortController();
      pending.current = ctl;
      api
        .get(`v6/courses/${encodeURIComponent(courseId)}`, {
          signal: ctl.signal,
        })
        .then(({ course }) => navigate(coursePath(course.hierarchizedUrl, chosen)))
        .catch(() => {
          if (!ctl.signal.aborted) navigate('/not-found');
        });
    };
    const onCheckout = (e: Event) => {
      e.preventDefault();
      navigate(checkoutPath((e as Detail<'teetime-checkout-start'>).detail));
    };
    const onBooked = (e: Event) => {
      const { reservationId, accessToken, courseId } = (e as Detail<'teetime-booking-confirmed'>).detail;
      const last: LastBooking = { courseId, reservationId, ...(accessToken ? { accessToken } : {}) };
      getSafeStorage('session').setJSON(LAST_BOOKING_KEY, last);
      // Paid: going back to the course (the confirmation is a flow page) opens its tee sheet, not this offer.
      clearFlowTokens(courseId);
      navigate(confirmationPath(reservationId, accessToken), { replace: true });
    };
    document.addEventListener('teetime-course-select', onCourse);
    document.addEventListener('teetime-checkout-start', onCheckout);
    document.addEventListener('teetime-booking-confirmed', onBooked);
    return () => {
      document.removeEventListener('teetime-course-select', onCourse);
      document.removeEventListener('teetime-checkout-start', onCheckout);
      document.removeEventListener('teetime-booking-confirmed', onBooked);
      pending.current?.abort();
    };
  }, [api, navigate]);
}
