import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { readAttribution } from '../../src/core/attribution';
import { getBus } from '../../src/core/bus';
import { getSession } from '../../src/core/session';
import { bookClick, type BookProceed } from '../../src/domain/booking/bookClick';
import { useGuestPrepare } from './useGuestPrepare';
import { checkoutUrl } from '../../src/domain/booking/pickerRules';
import { useSubscription } from '../../src/ui/useSubscription';
import { useWidget } from '../../src/ui/WidgetContext';
import { updateFlow } from './flow';
import { offerSource } from './offerSource';
import { dateAtom, filtersAtom, handoffAtom, pendingBookAtom } from './store';
import type { TeeTime } from './types';

const signedIn = () => getSession().get().user !== null;

const subscribeSession = (fn: () => void) => getSession().subscribe(fn);

/**
 * The book click (spec 01 §4): sign-in unless anchored or a guest; a link-off tee time opens
 * the booking site in a new window (utm/rwg appended); otherwise checkout starts over the bus
 * (sticky, so a checkout mounted later opens it) and, with no checkout on the page, the
 * checkout-url template is followed. A guest's tee time is prepared first (useGuestPrepare): a
 * tee time that cannot be booked is said here, before the golfer leaves the offers. The sign-in
 * gate tells the host (`teetime-sign-in-required`, reason `book`), so a host that owns sign-in
 * can open its own.
 */
export function useBook(courseId: string, template: string | undefined, isAnchoredTeeTime = false) {
  const { emit } = useWidget();
  const date = useAtomValue(dateAtom) ?? '';
  const { players } = useAtomValue(filtersAtom);
  const [pending, setPending] = useAtom(pendingBookAtom);
  const setHandoff = useSetAtom(handoffAtom);
  const isLoggedIn = useSubscription(signedIn, subscribeSession);
  const prepare = useGuestPrepare(courseId, players);

  const run = useCallback(
    (t: TeeTime, action: BookProceed, isGuest: boolean) => {
      setPending(null);
      if (action.kind === 'open-window') {
        window.open(action.url, '_blank', 'noopener');
        setHandoff({ kind: 'window', teeTime: t });
        return;
      }
      updateFlow(courseId, { type: 'set', step: 'checkout', url: action.checkoutUrl });
      const teeTimeId = t.teeTimeId || t.id;
      emit('teetime-tee-time-select', {
        courseId,
        teeTimeId,
        date,
        players,
        rateType: t.rateType,
        provider: t.provider.code ?? t.provider.name,
      });
      const follow = emit('teetime-checkout-start', {
        courseId,
        teeTimeId,
        players,
        ...(date ? { date } : {}),
        ...(t.prepaymentRuleId ? { prepaymentRuleId: t.prepaymentRuleId } : {}),
        isGuest,
        ...(isAnchoredTeeTime ? { isAnchoredTeeTime } : {}),
        ...offerSource(t),
      });
      setHandoff({ kind: 'checkout', teeTime: t });
      if (follow && document.getElementsByTagName('teetime-checkout').length === 0)
        window.location.assign(action.checkoutUrl);
    },
    [courseId, date, players, isAnchoredTeeTime, emit, setHandoff, setPending],
  );

  const book = useCallback(
    (t: TeeTime, isGuest = false) => {
      const action = bookClick({
        isLoggedIn: signedIn(),
        isGuest,
        isAnchoredTeeTime,
        reservationUrl: t.allowBookingRedirect ? t.reservationUrl : null,
        checkoutUrl: checkoutUrl(template, {
          courseId,
          teeTimeId: t.teeTimeId || t.id,
          players,
          date,
          isGuest,
          isAnchoredTeeTime,
        }),
        attribution: readAttribution(),
      });
      if (action.kind === 'sign-in-required') {
        setHandoff(null);
        setPending(t);
        getBus().emit('teetime-sign-in-required', {
          reason: 'book',
          courseId,
          teeTimeId: t.teeTimeId || t.id,
          ...(date ? { date } : {}),
          players,
        });
      } else if (action.kind === 'prepare-then-checkout') {
        setPending(null);
        void prepare(t).then((ok) => {
          if (ok) run(t, action, isGuest);
        });
      } else run(t, action, isGuest);
    },
    [courseId, date, players, template, isAnchoredTeeTime, run, prepare, setPending, setHandoff],
  );

  // Signed in while a book click waited: carry on with it.
  useEffect(() => {
    if (pending && isLoggedIn) book(pending);
  }, [pending, isLoggedIn, book]);

  return book;
}
