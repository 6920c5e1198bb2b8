import { describe, expect, it } from 'vitest';
import { expectDescribed } from '../testing/describedAnswer';
import { makeTestApp, TEST_NOW } from '../testing/makeApp';
import { asUser, signInAs } from '../testing/signIn';

const NM = '/api/v6/network_memberships';
const PROGRAM = '/api/membership-program';

describe('response schemas of memberships and offers describe the real answers', () => {
  it('network membership: plans, courses, purchase, card, cancel, withdraw, renew, invoices', async () => {
    let now = new Date(TEST_NOW);
    const t = makeTestApp({ clock: () => now });
    await expectDescribed(t, 'get', `${NM}/plans`, `${NM}/plans`);
    await expectDescribed(t, 'get', `${NM}/courses`, `${NM}/courses?golf_club=true`);
    await expectDescribed(t, 'get', `${NM}/courses`, `${NM}/courses?per_page=2&page=2`);
    const golfer = asUser(await signInAs(t, 'golfer@example.com'));
    const bought = await expectDescribed(t, 'post', `${NM}/initiate_purchase`, `${NM}/initiate_purchase`, {
      ...golfer,
      json: { billing_plan_id: 'bp_network_monthly', promo_code: 'save10' },
    });
    expect((bought.subscription as { credit_card: unknown }).credit_card).not.toBeNull();
    await expectDescribed(t, 'get', `${NM}/subscription`, `${NM}/subscription`, golfer);
    await expectDescribed(t, 'get', `${NM}/golf_vantage_url`, `${NM}/golf_vantage_url`, golfer);
    await expectDescribed(t, 'post', `${NM}/change-card`, `${NM}/change-card`, {
      ...golfer,
      json: { credit_card_id: 'card_demo_1' },
    });
    await expectDescribed(t, 'delete', NM, NM, golfer);
    await expectDescribed(t, 'post', `${NM}/withdraw_cancellation`, `${NM}/withdraw_cancellation`, golfer);
    await t.request(NM, { method: 'DELETE', ...golfer });
    now = new Date('2026-08-01T12:00:00Z');
    const later = asUser(await signInAs(t, 'golfer@example.com'));
    await expectDescribed(t, 'post', `${NM}/renew`, `${NM}/renew`, later);
    const paid = await expectDescribed(t, 'get', `${NM}/invoices`, `${NM}/invoices`, later);
    expect(paid.invoices).toHaveLength(2);
  });

  it("a course's benefits and upsell, and the membership-program API", async () => {
    const t = makeTestApp();
    const benefits = '/api/v6/courses/:id/membership_benefits';
    await expectDescribed(t, 'get', benefits, '/api/v6/courses/1001/membership_benefits');
    const member = asUser(await signInAs(t, 'member@example.com'));
    await expectDescribed(t, 'get', benefits, '/api/v6/courses/1001/membership_benefits', member);
    const upsell = '/api/v6/courses/:id/membership-upsell';
    await expectDescribed(t, 'get', upsell, '/api/v6/courses/1001/membership-upsell');
    const program = `${PROGRAM}/Program/getProgramWithMembershipFromSlug`;
    await expectDescribed(t, 'get', program, `${program}?course_id=1001`);
    const mine = await expectDescribed(t, 'get', program, `${program}?slug=course-1001-club`, member);
    expect(mine.membership).not.toBeNull();
    const memberships = `${PROGRAM}/Membership/getMemberships`;
    await expectDescribed(t, 'get', memberships, memberships, member);
    const payments = `${PROGRAM}/MembershipSubscription`;
    await expectDescribed(
      t,
      'get',
      payments,
      `${payments}?membership_id=pm_demo_member&page=1&page_size=5`,
      member,
    );
    const invoice = `${PROGRAM}/MembershipSubscriptionInvoice/list`;
    await expectDescribed(
      t,
      'get',
      invoice,
      `${invoice}?membership_id=pm_demo_member&payment_id=pp_1`,
      member,
    );
  });

  it('member offers, vendor promotions and the public vendors', async () => {
    const t = makeTestApp();
    const member = asUser(await signInAs(t, 'member@example.com'));
    const offers = await expectDescribed(
      t,
      'get',
      '/api/v6/offers/membership',
      '/api/v6/offers/membership',
      member,
    );
    const kinds = (offers.offers as { kind: string }[]).map((o) => o.kind);
    expect(kinds).toEqual(expect.arrayContaining(['partner', 'course']));
    await expectDescribed(t, 'get', '/api/v6/offers/:id', '/api/v6/offers/offer_gear_20', member);
    await expectDescribed(
      t,
      'post',
      '/api/v6/offers/:id/redeem',
      '/api/v6/offers/offer_gear_20/redeem',
      member,
    );
    const VP = '/api/v6/vendor_promotions';
    await expectDescribed(t, 'get', `${VP}/user`, `${VP}/user`, member);
    await expectDescribed(t, 'post', `${VP}/:id/assign`, `${VP}/promo_balls/assign`, member);
    await expectDescribed(t, 'post', `${VP}/:id/track`, `${VP}/promo_balls/track`, member);
    await expectDescribed(t, 'get', '/api/v6/vendors/public', '/api/v6/vendors/public');
  });
});
