/** An invitation (spec 01 §3), camelCased from GET v6/invitations/{id}. */
export interface InvitationInfo {
  id: string;
  inviterEmail: string | null;
  reservationId: string;
  /** The invitee's user id once known (set when accepted). */
  userId?: string | number | null;
  /** The invitee's e-mail. */
  email?: string | null;
  invitationStatus: 'accepted' | 'pending' | (string & {});
}

export interface InvitationUser {
  id: string | number;
  email: string;
}

export type InvitationLoad =
  | { status: 'loading' }
  | { status: 'loaded'; invitation: InvitationInfo }
  | { status: 'error'; httpStatus: number };

export interface InvitationRouteInput {
  /** Session restore has finished (done or error). */
  sessionRestored: boolean;
  /** The signed-in user, or null. */
  user: InvitationUser | null;
  invitation: InvitationLoad;
}

export type InvitationRoute =
  /** Still waiting for session restore or the invitation. */
  | { kind: 'wait' }
  | { kind: 'upcoming-booking'; path: string }
  | { kind: 'show' }
  | { kind: 'sign-in-required' }
  | { kind: 'not-found' }
  /** Another failure: show the error view. */
  | { kind: 'error'; httpStatus: number };

const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The invitee is the user: same user id, or (no id on the invitation) the same e-mail. */
function isInvitee(invitation: InvitationInfo, user: InvitationUser): boolean {
  if (invitation.userId !== null && invitation.userId !== undefined) {
    return String(invitation.userId) === String(user.id);
  }
  return Boolean(invitation.email) && sameEmail(invitation.email ?? '', user.email);
}

/** The booking detail of the reservation in the upcoming tab (spec 01 §2 account routes). */
export const upcomingBookingPath = (reservationId: string): string =>
  `/my-account/bookings/upcoming/${encodeURIComponent(reservationId)}`;

/**
 * The invitation page (spec 01 §2): waits for session restore and the invitation. The inviter
 * (same e-mail, case-insensitive) goes to the upcoming booking; so does the invitee who
 * accepted; a pending invitation or an anonymous visitor sees the page; anyone else must sign
 * in (as the invited user). A 404 leads to not-found.
 */
export function invitationRoute(input: InvitationRouteInput): InvitationRoute {
  const load = input.invitation;
  if (load.status === 'error') {
    return load.httpStatus === 404 ? { kind: 'not-found' } : { kind: 'error', httpStatus: load.httpStatus };
  }
  if (!input.sessionRestored || load.status === 'loading') return { kind: 'wait' };
  const { invitation } = load;
  const user = input.user;
  const upcoming = { kind: 'upcoming-booking', path: upcomingBookingPath(invitation.reservationId) } as const;
  if (user && invitation.inviterEmail !== null && sameEmail(invitation.inviterEmail, user.email))
    return upcoming;
  if (user && invitation.invitationStatus === 'accepted' && isInvitee(invitation, user)) return upcoming;
  if (invitation.invitationStatus === 'pending' || !user) return { kind: 'show' };
  return { kind: 'sign-in-required' };
}
