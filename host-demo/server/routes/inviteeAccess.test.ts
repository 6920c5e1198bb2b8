import { describe, expect, it } from 'vitest';
import { FX } from '../testing/bookingFixtures';
import { makeBookingApp, type BookingTestApp, type Json } from '../testing/bookingApp';
import { asUser } from '../testing/signIn';

/**
 * golfer books and invites member, who accepts. member then tries every owner-only call with
 * whatever their own view of the reservation gave them (an access token, if it leaked).
 */
async function shared() {
  const t = makeBookingApp();
  const golfer = await t.signIn('golfer@example.com');
  const member = await t.signIn('member@example.com');
  const prep = await t.json(await t.prepare(FX.open, 2, golfer));
  const paid = await t.json(await t.pay(prep.auth_token, { credit_card_id: 'card_demo_1' }, golfer));
  const id = paid.receipt.reservation_id as string;
  const { invitations } = await t.json(
    await t.request('/api/v6/invitations', {
      method: 'POST',
      ...asUser(golfer),
      json: { reservation_id: id, emails: ['member@example.com'] },
    }),
  );
  const accepted = await t.request(`/api/v6/invitations/${invitations[0].id}/accept`, {
    method: 'POST',
    ...asUser(member),
  });
  expect(accepted.status).toBe(200);
  const view = (await t.json(await t.request(`/api/v6/reservations/${id}`, asUser(member)))).reservation;
  const token = encodeURIComponent(String(view.access_token ?? ''));
  return { t, golfer, member, id, view, token, ownerToken: paid.receipt.access_token as string };
}

type Call = (s: { t: BookingTestApp; member: string; id: string; token: string }) => Promise<Response>;

const asInvitee = (member: string, init: RequestInit & { json?: unknown } = {}) => ({
  ...init,
  ...asUser(member),
});

/** Every owner-only call, as the invitee would try it. */
const OWNER_ONLY: Record<string, Call> = {
  'cancel (POST /reservations/cancel/{id})': ({ t, member, id, token }) =>
    t.request(
      `/api/v6/reservations/cancel/${id}?access_token=${token}`,
      asInvitee(member, { method: 'POST' }),
    ),
  'prepare a change (POST /reservations/{id}/prepare)': ({ t, member, id, token }) =>
    t.request(
      `/api/v6/reservations/${id}/prepare?access_token=${token}`,
      asInvitee(member, { method: 'POST', json: { qty: 3 } }),
    ),
  'apply a change (PUT /reservations/{id})': ({ t, member, id, token }) =>
    t.request(
      `/api/v6/reservations/${id}?access_token=${token}`,
      asInvitee(member, { method: 'PUT', json: { qty: 1 } }),
    ),
  'support ticket (POST /reservations/{id}/create_teamwork_ticket)': ({ t, member, id, token }) =>
    t.request(
      `/api/v6/reservations/${id}/create_teamwork_ticket?access_token=${token}`,
      asInvitee(member, { method: 'POST', json: { message: 'Please cancel it' } }),
    ),
  'insurance details (GET /eventual_insurance/reservations/{id})': ({ t, member, id, token }) =>
    t.request(`/api/v6/eventual_insurance/reservations/${id}?access_token=${token}`, asUser(member)),
  'insurance quote (GET …/quote)': ({ t, member, id, token }) =>
    t.request(`/api/v6/eventual_insurance/reservations/${id}/quote?access_token=${token}`, asUser(member)),
  'insurance quote (POST …/quote)': ({ t, member, id, token }) =>
    t.request(
      `/api/v6/eventual_insurance/reservations/${id}/quote?access_token=${token}`,
      asInvitee(member, { method: 'POST' }),
    ),
  'insurance purchase (POST …/purchase)': ({ t, member, id, token }) =>
    t.request(
      `/api/v6/eventual_insurance/reservations/${id}/purchase`,
      asInvitee(member, {
        method: 'POST',
        json: { quote_id: 'quote_x', credit_card_id: 'card_demo_3', access_token: decodeURIComponent(token) },
      }),
    ),
  'invite more (POST /invitations)': ({ t, member, id }) =>
    t.request(
      '/api/v6/invitations',
      asInvitee(member, { method: 'POST', json: { reservation_id: id, emails: ['pal@example.com'] } }),
    ),
  'contacts for the reservation (POST /contacts/reservation)': ({ t, member, id }) =>
    t.request(
      '/api/v6/contacts/reservation',
      asInvitee(member, { method: 'POST', json: { reservation_id: id } }),
    ),
};

describe('an accepted invitee', () => {
  it('reads a view without the access token or the payment card', async () => {
    const { t, member, id, view } = await shared();
    expect(view).toMatchObject({ id, viewer: 'invitee', is_cancellable: false, credit_card: null });
    expect(view).not.toHaveProperty('access_token');
    const list = await t.json(await t.request('/api/v6/reservations?shared=true', asUser(member)));
    expect(list.reservations).toHaveLength(1);
    expect(list.reservations[0]).not.toHaveProperty('access_token');
    expect(list.reservations[0].viewer).toBe('invitee');
    // The wallet pass is for everyone playing.
    expect((await t.request(`/api/v6/mobile_wallet/ios/${id}`, asUser(member))).status).toBe(200);
  });

  it('the owner still sees the token and may manage the booking', async () => {
    const { t, golfer, id, ownerToken } = await shared();
    const own: Json = (await t.json(await t.request(`/api/v6/reservations/${id}`, asUser(golfer))))
      .reservation;
    expect(own).toMatchObject({ viewer: 'owner', access_token: ownerToken, is_cancellable: true });
    const guestLink: Json = (
      await t.json(await t.request(`/api/v6/reservations/${id}?access_token=${ownerToken}`))
    ).reservation;
    expect(guestLink.viewer).toBe('owner');
  });

  for (const [name, call] of Object.entries(OWNER_ONLY)) {
    it(`cannot ${name}`, async () => {
      const { t, member, id, token } = await shared();
      const res = await call({ t, member, id, token });
      expect([403, 404]).toContain(res.status);
      const body = await t.json(res);
      expect(body.error).toMatch(/^(Only the golfer who made this booking|Reservation not found)/);
      const row = t.db.prepare('SELECT status, qty FROM reservations WHERE id = ?').get(id);
      expect(row).toEqual({ status: 'booked', qty: 2 });
      expect(t.db.prepare('SELECT COUNT(*) AS n FROM support_tickets').get()).toEqual({ n: 0 });
      expect(t.db.prepare('SELECT COUNT(*) AS n FROM insurance_policies').get()).toEqual({ n: 0 });
      expect(t.db.prepare('SELECT COUNT(*) AS n FROM invitations').get()).toEqual({ n: 1 });
    });
  }
});

describe('answering an invitation', () => {
  async function invited(email: string) {
    const t = makeBookingApp();
    const golfer = await t.signIn('golfer@example.com');
    const prep = await t.json(await t.prepare(FX.open, 2, golfer));
    const paid = await t.json(await t.pay(prep.auth_token, { credit_card_id: 'card_demo_1' }, golfer));
    const id = paid.receipt.reservation_id as string;
    const { invitations } = await t.json(
      await t.request('/api/v6/invitations', {
        method: 'POST',
        ...asUser(golfer),
        json: { reservation_id: id, emails: [email] },
      }),
    );
    return { t, id, invitationId: invitations[0].id as string };
  }

  it('is refused to another account holding the link, which then cannot read the booking', async () => {
    const { t, id, invitationId } = await invited('member@example.com');
    const stranger = await t.signIn('newbie@example.com');
    for (const verb of ['accept', 'decline']) {
      const res = await t.request(`/api/v6/invitations/${invitationId}/${verb}`, {
        method: 'POST',
        ...asUser(stranger),
      });
      expect(res.status).toBe(403);
      expect((await t.json(res)).error).toBe(
        'This invitation was sent to another e-mail address. Sign in with the account it was sent to.',
      );
    }
    expect((await t.request(`/api/v6/reservations/${id}`, asUser(stranger))).status).toBe(404);
    // The invited account (e-mail in another case) may accept.
    t.db.prepare("UPDATE users SET email = 'Member@Example.com' WHERE id = 'usr_member'").run();
    const member = await t.signIn('Member@Example.com');
    const ok = await t.request(`/api/v6/invitations/${invitationId}/accept`, {
      method: 'POST',
      ...asUser(member),
    });
    expect(ok.status).toBe(200);
  });

  it('signing up from the link with another e-mail does not make the new account the invitee', async () => {
    const { t, invitationId } = await invited('friend@example.com');
    const signUp = (email: string) =>
      t.request('/api/v6/users', {
        method: 'POST',
        json: {
          first_name: 'Sam',
          last_name: 'Sneak',
          address_zipcode: '80202',
          address_country_iso2: 'US',
          email,
          password: 'long-enough-1',
          g_recaptcha_response_data: 'sandbox-bot-check',
          invitation_token: invitationId,
        },
      });
    const sneak = await t.json(await signUp('sneak@example.com'));
    const refused = await t.request(`/api/v6/invitations/${invitationId}/accept`, {
      method: 'POST',
      ...asUser(sneak.user_token),
    });
    expect(refused.status).toBe(403);
    expect(
      (await t.json(await t.request(`/api/v6/invitations/${invitationId}`))).invitation.user_id,
    ).toBeNull();
    const friend = await t.json(await signUp('friend@example.com'));
    const accepted = await t.request(`/api/v6/invitations/${invitationId}/accept`, {
      method: 'POST',
      ...asUser(friend.user_token),
    });
    expect(accepted.status).toBe(200);
  });
});
