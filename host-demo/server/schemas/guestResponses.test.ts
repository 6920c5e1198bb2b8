import { describe, expect, it } from 'vitest';
import { FX } from '../testing/bookingFixtures';
import { makeBookingApp } from '../testing/bookingApp';
import { expectDescribed } from '../testing/describedAnswer';
import { asUser } from '../testing/signIn';

const GUEST_CARD = {
  number: '378282246310005',
  expiry_month: 1,
  expiry_year: 2031,
  cvv: '1234',
  name: 'Guest Golfer',
  email: 'guest@example.com',
};

describe('response schemas of guest checkout, invitations and contacts describe the real answers', () => {
  it('e-mail check, guest card, guest payment', async () => {
    const t = makeBookingApp();
    const check = '/api/v6/guests/validate-email';
    await expectDescribed(t, 'post', check, check, { json: { email: 'guest@example.com' } });
    await expectDescribed(t, 'post', check, check, { json: { email: 'x@mailinator.com' } });
    const prep = await t.json(await t.prepare(FX.open, 2, null));
    const saved = await expectDescribed(
      t,
      'post',
      '/api/v6/guests/credit_cards',
      '/api/v6/guests/credit_cards',
      {
        json: GUEST_CARD,
      },
    );
    const card = saved.credit_card as { gateway_token: string };
    await expectDescribed(t, 'post', '/api/v6/guests/reservations', '/api/v6/guests/reservations', {
      json: {
        auth_token: prep.auth_token,
        email: 'guest@example.com',
        first_name: 'Guest',
        last_name: 'Golfer',
        gateway_id: 'sandbox',
        gateway_token: card.gateway_token,
      },
    });
  });

  it('invitations sent, read, accepted and declined; contacts', async () => {
    const t = makeBookingApp();
    const golfer = await t.signIn('golfer@example.com');
    const member = await t.signIn('member@example.com');
    const prep = await t.json(await t.prepare(FX.open, 2, golfer));
    const paid = await t.json(await t.pay(prep.auth_token, { credit_card_id: 'card_demo_1' }, golfer));
    const reservationId = String(paid.receipt.reservation_id);
    const INV = '/api/v6/invitations';
    const sent = await expectDescribed(t, 'post', INV, INV, {
      ...asUser(golfer),
      json: { reservation_id: reservationId, emails: ['member@example.com', 'friend@example.com'] },
    });
    expect(sent.invitations).toHaveLength(2);
    const mine = await expectDescribed(t, 'get', INV, INV, asUser(member));
    const id = (mine.invitations as { id: string }[])[0]?.id ?? '';
    await expectDescribed(t, 'get', `${INV}/:id`, `${INV}/${id}`);
    await expectDescribed(t, 'post', `${INV}/:id/accept`, `${INV}/${id}/accept`, asUser(member));
    await expectDescribed(t, 'post', `${INV}/:id/decline`, `${INV}/${id}/decline`, asUser(member));
    const C = '/api/v6/contacts';
    await expectDescribed(t, 'post', C, C, {
      ...asUser(golfer),
      json: { email: 'buddy@example.com', first_name: 'Bud', last_name: 'Dy', reservation_id: reservationId },
    });
    const all = await expectDescribed(t, 'get', C, C, asUser(golfer));
    expect((all.contacts as unknown[]).length).toBeGreaterThan(0);
    await expectDescribed(t, 'post', `${C}/reservation`, `${C}/reservation`, {
      ...asUser(golfer),
      json: { reservation_id: reservationId },
    });
  });
});
