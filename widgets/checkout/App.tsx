import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import {
  confirmationSearch,
  parseCheckoutQuery,
  type CheckoutQuery,
} from '../../src/domain/booking/checkoutQuery';
import { getBus } from '../../src/core/bus';
import { useWidget } from '../../src/ui/WidgetContext';
import type { CommonProps } from '../../src/ui/widgetDefinition';
import type { CheckoutProps } from './element';
import { localeAtom, movedAtom, prepAtom, requestAtom, viewAtom } from './store';
import { useStyles } from './styles';
import { Checkout } from './views/Checkout';
import { Confirmation } from './views/Confirmation';
import { FailureView } from './views/FailureView';
import { InvitationView } from './views/InvitationView';

const FAILURE_MESSAGES: Record<NonNullable<CheckoutQuery['failure']>, string> = {
  'not-available': 'Someone else booked it first, or the course closed it.',
  'not-allowed': 'The course does not allow this booking.',
  'booking-limit-reached': 'You have reached the number of bookings allowed for this course.',
  'time-slot-error': 'The time slot has passed.',
  'tee-time-error': 'The course could not book this tee time.',
};

export function CheckoutApp(props: CheckoutProps & CommonProps) {
  // The page URL (from-url) fills in what the attributes leave out.
  const [url] = useState<CheckoutQuery>(() =>
    props.fromUrl ? parseCheckoutQuery(window.location.pathname, window.location.search) : {},
  );
  const courseId = props.courseId ?? url.courseId;
  const teeTimeId = props.teeTimeId ?? url.teeTimeId;
  const players = props.players ?? url.players;
  const prepaymentRuleId = props.prepaymentRuleId ?? url.prepaymentRuleId;
  const isGuest = props.isGuest || url.isGuest;
  const isAnchoredTeeTime = props.isAnchoredTeeTime || url.isAnchoredTeeTime;
  const date = url.date;
  const reservationId = props.reservationId ?? url.reservationId;
  const accessToken = props.accessToken ?? url.accessToken;
  const isAppClip = props.isAppClipUrl === true || url.isAppClipUrl === true;
  // Inside the mobile app (webview=true): the app adds wallet passes and shows its own offers.
  const webview = url.webview === true;
  const fromMembership = props.isRedirectedToMembership === true || url.fromMembership === true;
  const { id } = useWidget();
  const root = useStyles();
  const [request, setRequest] = useAtom(requestAtom);
  const [view, setView] = useAtom(viewAtom);
  const setPrep = useSetAtom(prepAtom);
  const setMoved = useSetAtom(movedAtom);
  const setLocale = useSetAtom(localeAtom);
  useEffect(() => setLocale(props.locale || 'en-US'), [props.locale, setLocale]);
  const fixed = Boolean(teeTimeId || reservationId || props.inviteId);

  // Paid inside the widget on a page it reads (from-url): the page URL now names the confirmation,
  // so a reload or a shared link opens it again (history is replaced, not pushed: back does not
  // return to a checkout that was paid).
  const paid = view.kind === 'confirmation' ? view : null;
  const [readAt] = useState(() => window.location.pathname + window.location.search);
  useEffect(() => {
    // A host router that moved on teetime-booking-confirmed owns the URL: leave it alone.
    if (!props.fromUrl || !paid || window.location.pathname + window.location.search !== readAt) return;
    const search = confirmationSearch(window.location.search, { ...paid, isAppClipUrl: isAppClip });
    if (search !== window.location.search)
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + search + window.location.hash,
      );
  }, [props.fromUrl, paid, isAppClip, readAt]);

  useEffect(() => {
    if (!teeTimeId) return;
    setRequest({
      courseId: courseId ?? '',
      teeTimeId,
      players: players ?? 1,
      prepaymentRuleId,
      isGuest,
      isAnchoredTeeTime,
      ...(date ? { date } : {}),
      ...(url.provider ? { provider: url.provider } : {}),
      ...(url.sourceProvider ? { sourceProvider: url.sourceProvider } : {}),
      ...(url.reservationUrl ? { reservationUrl: url.reservationUrl } : {}),
    });
    setPrep(null);
    setView(
      url.failure
        ? { kind: 'failure', outcome: url.failure, message: FAILURE_MESSAGES[url.failure] }
        : { kind: 'checkout' },
    );
  }, [
    courseId,
    teeTimeId,
    players,
    prepaymentRuleId,
    isGuest,
    isAnchoredTeeTime,
    date,
    url.failure,
    url.provider,
    url.sourceProvider,
    url.reservationUrl,
    setRequest,
    setPrep,
    setView,
  ]);

  useEffect(() => {
    if (fixed) return;
    return getBus().on('teetime-checkout-start', (detail, meta) => {
      if (meta.source === id) return;
      setRequest({ ...detail });
      setPrep(null);
      setView({ kind: 'checkout' });
      setMoved(true);
    });
  }, [fixed, id, setRequest, setPrep, setView, setMoved]);

  let body;
  if (props.inviteId) body = <InvitationView inviteId={props.inviteId} />;
  else if (view.kind === 'confirmation')
    body = (
      <Confirmation
        reservationId={view.reservationId}
        accessToken={view.accessToken}
        isAppClip={isAppClip || webview}
        banner={!webview && !(isAnchoredTeeTime || request?.isAnchoredTeeTime)}
        justPaid
      />
    );
  else if (reservationId)
    body = (
      <Confirmation
        reservationId={reservationId}
        accessToken={accessToken}
        isAppClip={isAppClip || webview}
        banner={!webview && !isAnchoredTeeTime}
      />
    );
  else if (view.kind === 'failure') body = <FailureView view={view} courseUrl={props.courseUrl} />;
  else if (request) body = <Checkout request={request} fromMembership={fromMembership} />;
  // Nothing to check out: nothing on the partner's page (zero height), or one line when asked.
  else if (props.placeholder)
    body = <p className="tt-muted tt-placeholder">Choose a tee time to book it here.</p>;
  else return null;
  return (
    <section className={root} aria-label="Checkout">
      {body}
    </section>
  );
}
