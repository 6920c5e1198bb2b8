import { describe, expect, it } from 'vitest';
import { FX } from '../testing/bookingFixtures';
import { makeBookingApp } from '../testing/bookingApp';
import { asUser } from '../testing/signIn';

async function setup() {
  const t = makeBookingApp();
  const golfer = await t.signIn('golfer@example.com');
  const member = await t.signIn('member@example.com');
  const prep = await t.json(await t.prepare(FX.open, 2, golfer));
  const paid = await t.json(await t.pay(prep.auth_token, { credit_card_id: 'card_demo_1' }, golfer));
  return { t, golfer, member, reservationId: paid.receipt.reservation_id as string };
}

describe('invitations', () => {
  it('invites, lists for both sides, accepts and shares the reservation', async () => {
    const { t, golfer, member, reservationId } = await setup();
    const created = await t.request('/api/v6/invitations', {
      method: 'POST',
      ...asUser(golfer),
      json: {
        reservation_id: reservationId,
        emails: ['member@example.com', 'friend@example.com', 'GOLFER@example.com'],
      },
    });
    expect(created.status).toBe(201);
    const { invitations } = await t.json(created);
    expect(invitations).toHaveLength(2);
    expect(invitations[0]).toMatchObject({
      invitation_status: 'pending',
      inviter_email: 'golfer@example.com',
      reservation_id: reservationId,
    });
    const mine = await t.json(await t.request('/api/v6/invitations', asUser(member)));
    expect(mine.invitations).toHaveLength(1);
    const id = mine.invitations[0].id;
    expect((await t.request(`/api/v6/invitations/${id}`)).status).toBe(200);
    expect((await t.request(`/api/v6/reservations/${reservationId}`, asUser(member))).status).toBe(404);
    const accepted = await t.json(
      await t.request(`/api/v6/invitations/${id}/accept`, { method: 'POST', ...asUser(member) }),
    );
    expect(accepted.invitation).toMatchObject({ invitation_status: 'accepted', user_id: 'usr_member' });
    expect((await t.request(`/api/v6/reservations/${reservationId}`, asUser(member))).status).toBe(200);
    const shared = await t.json(await t.request('/api/v6/reservations?shared=true', asUser(member)));
    expect(shared.reservations).toHaveLength(1);
    expect(
      (await t.request(`/api/v6/invitations/${id}/accept`, { method: 'POST', ...asUser(golfer) })).status,
    ).toBe(422);
  });

  it('declines, and answers 404 for unknown invitations and foreign reservations', async () => {
    const { t, golfer, member, reservationId } = await setup();
    const { invitations } = await t.json(
      await t.request('/api/v6/invitations', {
        method: 'POST',
        ...asUser(golfer),
        json: { reservation_id: reservationId, emails: ['member@example.com'] },
      }),
    );
    const declined = await t.json(
      await t.request(`/api/v6/invitations/${invitations[0].id}/decline`, {
        method: 'POST',
        ...asUser(member),
      }),
    );
    expect(declined.invitation.invitation_status).toBe('declined');
    expect((await t.request('/api/v6/invitations/inv_nope')).status).toBe(404);
    expect(
      (await t.request('/api/v6/invitations/inv_nope/accept', { method: 'POST', ...asUser(member) })).status,
    ).toBe(404);
    expect(
      (
        await t.request('/api/v6/invitations', {
          method: 'POST',
          ...asUser(member),
          json: { reservation_id: reservationId, emails: ['x@example.com'] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request('/api/v6/invitations', {
          method: 'POST',
          ...asUser(golfer),
          json: { reservation_id: reservationId, emails: [] },
        })
      ).status,
    ).toBe(422);
    expect((await t.request('/api/v6/invitations')).status).toBe(401);
  });

  it('keeps recent contacts', async () => {
    const { t, golfer, reservationId } = await setup();
    await t.request('/api/v6/invitations', {
      method: 'POST',
      ...asUser(golfer),
      json: { reservation_id: reservationId, emails: ['pal@example.com'] },
    });
    const added = await t.request('/api/v6/contacts', {
      method: 'POST',
      ...asUser(golfer),
      json: { email: 'buddy@example.com', first_name: 'Bud', last_name: 'Dy' },
    });
    expect(added.status).toBe(201);
    const all = await t.json(await t.request('/api/v6/contacts', asUser(golfer)));
    expect(all.contacts.map((c: { email: string }) => c.email).sort()).toEqual([
      'buddy@example.com',
      'pal@example.com',
    ]);
    const forRes = await t.json(
      await t.request('/api/v6/contacts/reservation', {
        method: 'POST',
        ...asUser(golfer),
        json: { reservation_id: reservationId },
      }),
    );
    expect(forRes.contacts.map((c: { email: string }) => c.email)).toEqual(['buddy@example.com']);
  });
});
