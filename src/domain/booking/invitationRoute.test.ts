import { describe, expect, it } from 'vitest';
import { invitationRoute, type InvitationInfo, type InvitationRouteInput } from './invitationRoute';

const invitation = (over: Partial<InvitationInfo> = {}): InvitationInfo => ({
  id: 'inv_1',
  inviterEmail: 'golfer@example.com',
  reservationId: 'res_9',
  userId: null,
  invitationStatus: 'pending',
  ...over,
});
const input = (
  inv: InvitationInfo,
  user: InvitationRouteInput['user'] = null,
  sessionRestored = true,
): InvitationRouteInput => ({ sessionRestored, user, invitation: { status: 'loaded', invitation: inv } });
const upcoming = { kind: 'upcoming-booking', path: '/my-account/bookings/upcoming/res_9' };

describe('invitationRoute', () => {
  it('waits for session restore and the invitation', () => {
    expect(invitationRoute(input(invitation(), null, false))).toEqual({ kind: 'wait' });
    expect(invitationRoute({ sessionRestored: true, user: null, invitation: { status: 'loading' } })).toEqual(
      {
        kind: 'wait',
      },
    );
  });

  it("the inviter's own e-mail → the upcoming booking", () => {
    expect(invitationRoute(input(invitation(), { id: 'u1', email: 'Golfer@Example.com ' }))).toEqual(
      upcoming,
    );
  });

  it('accepted by this user → the upcoming booking', () => {
    const accepted = invitation({ invitationStatus: 'accepted', userId: 'u2' });
    expect(invitationRoute(input(accepted, { id: 'u2', email: 'member@example.com' }))).toEqual(upcoming);
  });

  it('accepted by this e-mail when the invitation has no user id → the upcoming booking', () => {
    const accepted = invitation({ invitationStatus: 'accepted', email: 'member@example.com' });
    expect(invitationRoute(input(accepted, { id: 'u2', email: 'member@example.com' }))).toEqual(upcoming);
    expect(invitationRoute(input(accepted, { id: 'u3', email: 'other@example.com' }))).toEqual({
      kind: 'sign-in-required',
    });
  });

  it('pending, or nobody signed in → the page is shown', () => {
    expect(invitationRoute(input(invitation(), { id: 'u2', email: 'member@example.com' }))).toEqual({
      kind: 'show',
    });
    expect(invitationRoute(input(invitation({ invitationStatus: 'accepted', userId: 'u2' })))).toEqual({
      kind: 'show',
    });
  });

  it('accepted by someone else while signed in → sign-in required', () => {
    const accepted = invitation({ invitationStatus: 'accepted', userId: 'u2' });
    expect(invitationRoute(input(accepted, { id: 'u3', email: 'newbie@example.com' }))).toEqual({
      kind: 'sign-in-required',
    });
  });

  it('404 → not-found (even before session restore); other errors → error', () => {
    expect(
      invitationRoute({
        sessionRestored: false,
        user: null,
        invitation: { status: 'error', httpStatus: 404 },
      }),
    ).toEqual({ kind: 'not-found' });
    expect(
      invitationRoute({
        sessionRestored: true,
        user: null,
        invitation: { status: 'error', httpStatus: 500 },
      }),
    ).toEqual({ kind: 'error', httpStatus: 500 });
  });
});
