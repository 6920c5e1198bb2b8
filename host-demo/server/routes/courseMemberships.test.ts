import { describe, expect, it } from 'vitest';
import type { Json } from '../testing/bookingApp';
import { makeTestApp } from '../testing/makeApp';
import { asUser, signInAs } from '../testing/signIn';

const json = async (res: Response): Promise<Json> => (await res.json()) as Json;
const PROGRAM = '/api/membership-program';

describe("a course's membership benefits and upsell", () => {
  it('answers the benefits and whether the caller is a member', async () => {
    const t = makeTestApp();
    const anon = await json(await t.request('/api/v6/courses/1001/membership_benefits'));
    expect(anon).toMatchObject({ course_id: '1001', is_member: false });
    expect(anon.benefits.length).toBeGreaterThan(0);
    const token = await signInAs(t, 'member@example.com');
    expect(
      (await json(await t.request('/api/v6/courses/1001/membership_benefits', asUser(token)))).is_member,
    ).toBe(true);
    expect((await t.request('/api/v6/courses/999999/membership_benefits')).status).toBe(404);
  });

  it('answers the upsell with the monthly plan first', async () => {
    const t = makeTestApp();
    const body = await json(await t.request('/api/v6/courses/1001/membership-upsell'));
    expect(body).toMatchObject({ join_url: '/membership', brand_sells: true });
    expect(body.plans[0].interval).toBe('monthly');
    expect(
      (await json(await t.request('/api/v6/courses/1001/membership-upsell', { apiKey: 'demo-cedar-ridge' })))
        .brand_sells,
    ).toBe(false);
  });
});

describe('the membership-program API', () => {
  it("answers course 1001's program with billing plans (first = monthly) and the member's membership", async () => {
    const t = makeTestApp();
    const anon = await json(
      await t.request(`${PROGRAM}/Program/getProgramWithMembershipFromSlug?course_id=1001`),
    );
    expect(anon.program.billing_plans.map((p: Json) => p.id)).toEqual(['mbp_monthly', 'mbp_annual']);
    expect(anon.membership).toBeNull();
    const token = await signInAs(t, 'member@example.com');
    const mine = await json(
      await t.request(
        `${PROGRAM}/Program/getProgramWithMembershipFromSlug?slug=course-1001-club`,
        asUser(token),
      ),
    );
    expect(mine.membership).toMatchObject({ id: 'pm_demo_member', status: 'active' });
    const missing = await t.request(`${PROGRAM}/Program/getProgramWithMembershipFromSlug?course_id=1002`);
    expect(missing.status).toBe(404);
    expect((await json(missing)).detail).toBe('This course has no membership program.');
    expect((await json(await t.request(`${PROGRAM}/Program/getProgramWithMembershipFromSlug`))).detail).toBe(
      'Give the program slug or the course_id.',
    );
  });

  it('pages the payments history (12 payments: 5, 5, 2) and lists invoice items; only for the owner', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'member@example.com');
    const page = (n: number) =>
      t.request(
        `${PROGRAM}/MembershipSubscription?membership_id=pm_demo_member&page=${n}&page_size=5`,
        asUser(token),
      );
    const first = await json(await page(1));
    expect(first).toMatchObject({ count: 12, page: 1, page_size: 5 });
    expect(first.payments).toHaveLength(5);
    expect((await json(await page(3))).payments).toHaveLength(2);
    const invoice = await json(
      await t.request(
        `${PROGRAM}/MembershipSubscriptionInvoice/list?membership_id=pm_demo_member&payment_id=pp_1`,
        asUser(token),
      ),
    );
    expect(invoice.items.map((i: Json) => i.amount)).toEqual([139, 10]);

    const golfer = await signInAs(t, 'golfer@example.com');
    const theirs = await t.request(
      `${PROGRAM}/MembershipSubscription?membership_id=pm_demo_member`,
      asUser(golfer),
    );
    expect(theirs.status).toBe(404);
    expect((await json(theirs)).detail).toBe('Membership not found.');
    expect((await t.request(`${PROGRAM}/MembershipSubscription?membership_id=pm_demo_member`)).status).toBe(
      401,
    );
    expect(
      (
        await t.request(
          `${PROGRAM}/MembershipSubscription?membership_id=pm_demo_member&page=0`,
          asUser(token),
        )
      ).status,
    ).toBe(422);
    expect(
      (await json(await t.request(`${PROGRAM}/Membership/getMemberships`, asUser(token)))).memberships,
    ).toHaveLength(1);
  });
});
