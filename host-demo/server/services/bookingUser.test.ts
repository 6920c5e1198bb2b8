import { describe, expect, it } from 'vitest';
import { FX } from '../testing/bookingFixtures';
import { makeBookingApp, type BookingTestApp } from '../testing/bookingApp';
import { TEST_NOW } from '../testing/makeApp';
import { findBookingUser } from './bookingUser';

const HOUR = 3_600_000;
const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);

/** The demo member's annual subscription (seeded active), cancelled and ending at `end`. */
function cancelMember(t: BookingTestApp, end: Date) {
  t.db
    .prepare(
      "UPDATE network_subscriptions SET status = 'cancelled', cancelled_at = ?, current_period_end = ? WHERE id = 'sub_demo_member'",
    )
    .run(at(-24 * HOUR).toISOString(), end.toISOString());
}

const memberRate = async (t: BookingTestApp, email: string) =>
  t.json(await t.prepare(FX.member, 1, await t.signIn(email)));

describe('member rates follow the network subscription on the sandbox clock', () => {
  it('an active subscriber books a member rate', async () => {
    const t = makeBookingApp();
    const answer = await memberRate(t, 'member@example.com');
    expect(answer.status_code).toBe(200);
    expect(answer.prepared_tee_time.tee_time.id).toBe(FX.member);
  });

  it('a member whose cancelled subscription ended by the sandbox clock no longer gets member rates', async () => {
    const t = makeBookingApp();
    cancelMember(t, at(-HOUR));
    // The stored flag still says member: the subscription decides.
    expect(
      t.db.prepare("SELECT has_network_membership AS f FROM users WHERE email = 'member@example.com'").get(),
    ).toEqual({ f: 1 });
    expect(await memberRate(t, 'member@example.com')).toMatchObject({
      status_code: 11002,
      offer_url: `/membership-page/at/${FX.course}`,
    });
  });

  it('a cancelled membership counts until its paid period ends, by the sandbox clock (not the machine’s)', async () => {
    const before = makeBookingApp();
    cancelMember(before, at(HOUR));
    expect((await memberRate(before, 'member@example.com')).status_code).toBe(200);

    const after = makeBookingApp({ clock: () => at(2 * HOUR) });
    cancelMember(after, at(HOUR));
    expect((await memberRate(after, 'member@example.com')).status_code).toBe(11002);
  });

  it('a golfer with a current subscription gets member rates though the stored flag says no', async () => {
    const t = makeBookingApp();
    const golfer = t.db.prepare("SELECT id FROM users WHERE email = 'golfer@example.com'").get() as {
      id: string;
    };
    t.db
      .prepare(
        `INSERT INTO network_subscriptions (id, user_id, plan_id, credit_card_id, status, promo_code, started_at,
           current_period_end, updated_at) VALUES ('sub_golfer', ?, 'plan_monthly', NULL, 'active', NULL, ?, ?, ?)`,
      )
      .run(golfer.id, at(-HOUR).toISOString(), at(720 * HOUR).toISOString(), at(-HOUR).toISOString());
    expect(findBookingUser(t.db, golfer.id, TEST_NOW)?.has_network_membership).toBe(1);
    expect((await memberRate(t, 'golfer@example.com')).status_code).toBe(200);
  });

  it('answers null for no id or an unknown user', () => {
    const t = makeBookingApp();
    expect(findBookingUser(t.db, null, TEST_NOW)).toBeNull();
    expect(findBookingUser(t.db, 'usr_nobody', TEST_NOW)).toBeNull();
  });
});
