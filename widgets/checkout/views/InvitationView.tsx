import { useState } from 'react';
import type { Answer } from '../../../src/core/api/apiPaths';
import { ApiError } from '../../../src/core/apiError';
import { getSession } from '../../../src/core/session';
import { siteHref } from '../../../src/core/siteUrl';
import { invitationRoute, type InvitationLoad } from '../../../src/domain/booking/invitationRoute';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { useFormat } from '../format';
import { SignInDialog } from '../../../src/ui/SignInDialog';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useSession } from '../session';
import { Heading } from './Heading';

/** GET v6/invitations/{id}: the invitation, with its booking's course, day and time. */
type Invitation = Answer<'get', 'v6/invitations/{id}'>['invitation'];

/** An invitation to a booking: accept or decline, with the spec's redirect rules. */
export function InvitationView({ inviteId }: { inviteId: string }) {
  const { formatDate, formatTime } = useFormat();
  const { api, siteUrl } = useWidget();
  const session = useSession();
  const [signingIn, setSigningIn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [answered, setAnswered] = useState<Invitation | null>(null);
  const load = useRequest(
    (signal) =>
      api.get(`v6/invitations/${encodeURIComponent(inviteId)}`, { signal }).then((a) => a.invitation),
    [api, inviteId],
  );
  const invitation = answered ?? load.data;
  const state: InvitationLoad = invitation
    ? { status: 'loaded', invitation }
    : load.status === 'error'
      ? { status: 'error', httpStatus: load.error instanceof ApiError ? load.error.status : 0 }
      : { status: 'loading' };
  const user = session.user ? { id: session.user.id, email: session.user.email } : null;
  const route = invitationRoute({ sessionRestored: session.restored, user, invitation: state });
  const dialog = (
    <SignInDialog
      open={signingIn}
      onClose={() => setSigningIn(false)}
      reason="Sign in to answer this invitation."
      signUpWith={{ invitationToken: inviteId }}
    />
  );

  const answer = async (verb: 'accept' | 'decline') => {
    // The session as it is now: a sign-in a moment ago (another widget, the dialog) may not have
    // re-rendered this view yet (React renders a store's change after the click's handlers).
    if (!user && !getSession().get().user) return setSigningIn(true);
    setBusy(true);
    setMessage('');
    try {
      const a = await api.post(`v6/invitations/${encodeURIComponent(inviteId)}/${verb}`);
      setAnswered({ ...a.invitation, reservation: invitation?.reservation ?? null });
      if (verb === 'decline') setMessage('You declined this invitation.');
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  if (route.kind === 'wait') return <Skeleton label="Loading the invitation" rows={2} />;
  if (route.kind === 'not-found')
    return (
      <div className="tt-panel">
        <Heading>Invitation not found</Heading>
        <p>This invitation does not exist or was withdrawn. Ask the organiser to send it again.</p>
      </div>
    );
  if (route.kind === 'error')
    return (
      <ErrorNotice message={load.error?.message ?? 'Could not load the invitation.'} onRetry={load.reload} />
    );
  if (route.kind === 'upcoming-booking')
    return (
      <div className="tt-panel">
        <Heading>This booking is in your account</Heading>
        <p>
          <a className="tt-link" href={siteHref(siteUrl, route.path)}>
            See it in your upcoming bookings
          </a>
        </p>
      </div>
    );
  if (route.kind === 'sign-in-required')
    return (
      <div className="tt-panel">
        <Heading>Sign in to see this invitation</Heading>
        <p>This invitation was sent to another golfer. Sign in with the invited account.</p>
        <button type="button" className="tt-button" onClick={() => setSigningIn(true)}>
          Sign in
        </button>
        {dialog}
      </div>
    );
  const inv = invitation!;
  const r = inv.reservation;
  const inviter = [inv.inviterFirstName, inv.inviterLastName].filter(Boolean).join(' ') || inv.inviterEmail;
  return (
    <div className="tt-panel">
      <Heading>{inviter} invited you to play</Heading>
      {r?.courseName && r.date && r.teeOffAtLocal && (
        <p>
          {r.courseName}, {formatDate(r.date)} at {formatTime(r.teeOffAtLocal)}
        </p>
      )}
      {inv.invitationStatus === 'pending' && (
        <div className="tt-row">
          <button type="button" className="tt-button" disabled={busy} onClick={() => void answer('accept')}>
            Accept
          </button>
          <button
            type="button"
            className="tt-button tt-secondary"
            disabled={busy}
            onClick={() => void answer('decline')}
          >
            Decline
          </button>
        </div>
      )}
      {inv.invitationStatus !== 'pending' && !message && <p>This invitation was {inv.invitationStatus}.</p>}
      <p role="status">{message}</p>
      {dialog}
    </div>
  );
}
