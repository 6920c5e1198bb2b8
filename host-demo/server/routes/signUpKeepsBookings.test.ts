import { describe, expect, it } from 'vitest';
import { FX } from '../testing/bookingFixtures';
import { makeBookingApp, type BookingTestApp } from '../testing/bookingApp';
import { asUser } from '../testing/signIn';

const card = (email: string) => ({
  number: '4242424242424242',
  expiry_month: 1,
  expiry_year: 2031,
  cvv: '123',
  name: 'Guest Golfer',
  email,
});

/** A guest books one seat of the open tee time with `email`: the receipt (id, access token). */
async function guestBooks(t: BookingTestApp, email: string) {
  const prep = await t.json(await t.prepare(FX.open, 1, null));
  const { credit_card } = await t.json(
    await t.request('/api/v6/guests/credit_cards', { method: 'POST', json: card(email) }),
  );
  const paid = await t.request('/api/v6/guests/reservations', {
    method: 'POST',
    json: {
      auth_token: prep.auth_token,
      email,
      first_name: 'Guest',
      last_name: 'Golfer',
      gateway_id: 'sandbox',
      gateway_token: credit_card.gateway_token,
    },
  });
  expect(paid.status).toBe(201);
  return (await t.json(paid)).receipt as { reservation_id: string; access_token: string };
}

const signUp = (t: BookingTestApp, email: string, extra: Record<string, string> = {}) =>
  t.request('/api/v6/users', {
    method: 'POST',
    json: {
      first_name: 'Gail',
      last_name: 'Guest',
      address_zipcode: '80202',
      address_country_iso2: 'US',
      email,
      password: 'long-enough-1',
      g_recaptcha_response_data: 'sandbox-bot-check',
      ...extra,
    },
  });

const upcomingIds = async (t: BookingTestApp, token: string) =>
  (
    (await t.json(await t.request('/api/v6/reservations?status=upcoming', asUser(token)))).reservations as {
      id: string;
    }[]
  ).map((r) => r.id);

describe('sign-up keeps what the guest booked (issue 33)', () => {
  it('a guest who paid, then signs up with the same e-mail (any case), finds the booking in My bookings', async () => {
    const t = makeBookingApp();
    const first = await guestBooks(t, 'gail@example.com');
    const second = await guestBooks(t, 'Gail@Example.com');
    const other = await guestBooks(t, 'someone.else@example.com');
    const res = await signUp(t, 'GAIL@example.com');
    expect(res.status).toBe(201);
    const { user_token } = await t.json(res);
    const ids = await upcomingIds(t, user_token);
    expect(ids).toContain(first.reservation_id);
    expect(ids).toContain(second.reservation_id);
    expect(ids).not.toContain(other.reservation_id);
    // Now the account's: no longer a guest booking.
    const seen = await t.json(
      await t.request(`/api/v6/reservations/${first.reservation_id}`, asUser(user_token)),
    );
    expect(seen.reservation.is_guest).toBe(false);
  });

  it("a booking's manage-link token brings it along even when the account's e-mail differs", async () => {
    const t = makeBookingApp();
    const booked = await guestBooks(t, 'gail.old@example.com');
    const kept = await guestBooks(t, 'kept.apart@example.com');
    const res = await signUp(t, 'gail.new@example.com', { reservation_access_token: booked.access_token });
    expect(res.status).toBe(201);
    const ids = await upcomingIds(t, (await t.json(res)).user_token);
    expect(ids).toEqual([booked.reservation_id]);
    expect(ids).not.toContain(kept.reservation_id);
  });

  it('a wrong or already used token links nothing and does not stop the sign-up', async () => {
    const t = makeBookingApp();
    const booked = await guestBooks(t, 'first@example.com');
    const owner = await t.json(await signUp(t, 'first@example.com'));
    expect(await upcomingIds(t, owner.user_token)).toEqual([booked.reservation_id]);
    const late = await signUp(t, 'second@example.com', { reservation_access_token: booked.access_token });
    expect(late.status).toBe(201);
    expect(await upcomingIds(t, (await t.json(late)).user_token)).toEqual([]);
    const wrong = await signUp(t, 'third@example.com', { reservation_access_token: 'not-a-token' });
    expect(wrong.status).toBe(201);
    expect(await upcomingIds(t, owner.user_token)).toEqual([booked.reservation_id]);
  });
});
