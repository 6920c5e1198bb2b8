import { describe, expect, it } from 'vitest';
import type { Json } from '../testing/bookingApp';
import { makeTestApp, TEST_NOW, type TestApp } from '../testing/makeApp';
import { asUser, signInAs } from '../testing/signIn';

const json = async (res: Response): Promise<Json> => (await res.json()) as Json;
const BASE = '/api/v6/network_memberships';
const alert = { course_id: '1001', max_price: 75, frequency: 2, for_1: true, holes_18: true, saturday: true };
const buy = (t: TestApp, token: string, body: object) =>
  t.request(`${BASE}/initiate_purchase`, { method: 'POST', ...asUser(token), json: body });
const addAlert = (t: TestApp, token: string) =>
  t.request('/api/v6/alerts', { method: 'POST', ...asUser(token), json: alert });

describe('network membership sales', () => {
  it('answers the monthly and annual plans with their billing plans and the benefits', async () => {
    const t = makeTestApp();
    const body = await json(await t.request(`${BASE}/plans`));
    expect(body.default_interval).toBe('monthly');
    expect(body.plans.map((p: Json) => p.interval)).toEqual(['monthly', 'annual']);
    expect(body.plans[0].billing_plan).toMatchObject({
      id: 'bp_network_monthly',
      amount: 9.99,
      currency: 'USD',
    });
    expect(body.benefits.length).toBeGreaterThan(0);
  });

  it('is closed (404, plain words) on a brand without the networkMembership or showNetworkSales feature', async () => {
    const t = makeTestApp();
    const res = await t.request(`${BASE}/plans`, { apiKey: 'demo-cedar-ridge' });
    expect(res.status).toBe(404);
    expect((await json(res)).error).toBe('The network membership is not offered on this site.');
    expect((await t.request(`${BASE}/plans`, { apiKey: 'demo-northern-links' })).status).toBe(200);
  });

  it('lists 3 golf-club courses for the sales page, and the network courses by page', async () => {
    const t = makeTestApp();
    const club = await json(await t.request(`${BASE}/courses?golf_club=true`));
    expect(club.courses).toHaveLength(3);
    expect(club.courses[0]).toMatchObject({ type: 'Course' });
    const page = await json(await t.request(`${BASE}/courses?per_page=2&page=1`));
    expect(page.courses).toHaveLength(2);
    // Near Austin (the demo golfer's home city): the nearest network courses first, with miles.
    const near = await json(
      await t.request(`${BASE}/courses?golf_club=true&latitude=30.27&longitude=-97.74`),
    );
    const miles = near.courses.map((c: Json) => c.distance);
    expect(near.courses[0].address_city).toBe('Austin');
    expect(miles[0]).toBeLessThan(30);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(page.courses[0].distance).toBeNull();
    const half = await t.request(`${BASE}/courses?latitude=30.27`);
    expect(half.status).toBe(422);
    expect((await json(half)).error).toBe('Send both latitude and longitude, or neither.');
    const bad = await t.request(`${BASE}/courses?per_page=lots`);
    expect(bad.status).toBe(422);
    expect((await json(bad)).validation_errors.per_page).toEqual(['Must be a whole number']);
  });
});

describe('buying and keeping a network membership', () => {
  it('makes a golfer a member: the default card pays, a price alert is then allowed, a second purchase is refused', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    // Without a membership and without alerts (the seeded one deleted), adding one is refused.
    for (const a of (await json(await t.request('/api/v6/alerts', asUser(token)))).alerts)
      await t.request(`/api/v6/alerts/${a.id}`, { method: 'DELETE', ...asUser(token) });
    expect((await addAlert(t, token)).status).toBe(403);
    expect((await t.request(`${BASE}/subscription`, asUser(token))).status).toBe(404);

    const res = await buy(t, token, { billing_plan_id: 'bp_network_monthly', promo_code: 'save10' });
    expect(res.status).toBe(201);
    const { subscription } = await json(res);
    expect(subscription).toMatchObject({
      status: 'active',
      is_current: true,
      plan: { interval: 'monthly' },
      credit_card: { id: 'card_demo_1', last_four: '4242' },
      promo_code: 'SAVE10',
      current_period_end: '2026-07-15T13:00:00.000Z',
    });
    expect(JSON.stringify(subscription)).not.toContain('4242424242424242');
    const { invoices } = await json(await t.request(`${BASE}/invoices`, asUser(token)));
    expect(invoices[0].amount).toBe(8.99);

    expect((await addAlert(t, token)).status).toBe(201);
    const profile = await json(await t.request('/api/v6/users', asUser(token)));
    expect(JSON.stringify(profile)).toContain('"has_network_membership":true');

    const again = await buy(t, token, { billing_plan_id: 'bp_network_annual' });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({
      code: 'already_member',
      redirect_to: '/my-account/membership',
    });
  });

  it('refuses a declined card with Payment Error and keeps the golfer a non-member', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    const res = await buy(t, token, { billing_plan_id: 'bp_network_annual', credit_card_id: 'card_demo_2' });
    expect(res.status).toBe(402);
    expect(await json(res)).toMatchObject({ error: 'Payment Error', decline_code: 'card_declined' });
    expect((await t.request(`${BASE}/subscription`, asUser(token))).status).toBe(404);
  });

  it('answers bad input in plain words: another user’s card, an unknown plan or promo code, a missing plan', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    expect(
      (await buy(t, token, { billing_plan_id: 'bp_network_monthly', credit_card_id: 'card_demo_3' })).status,
    ).toBe(404);
    expect((await buy(t, token, { billing_plan_id: 'bp_weekly' })).status).toBe(404);
    const promo = await buy(t, token, { billing_plan_id: 'bp_network_monthly', promo_code: 'SPRING20' });
    expect(promo.status).toBe(422);
    expect((await json(promo)).validation_errors.promo_code).toEqual(['This promo code is not valid.']);
    const missing = await buy(t, token, {});
    expect(missing.status).toBe(422);
    expect((await json(missing)).validation_errors.billing_plan_id).toBeDefined();
    expect(
      (
        await t.request(`${BASE}/initiate_purchase`, {
          method: 'POST',
          json: { billing_plan_id: 'bp_network_monthly' },
        })
      ).status,
    ).toBe(401);
  });

  it("shows the demo member's annual membership; card change, cancel, withdraw and renew move its status", async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'member@example.com');
    const sub = (await json(await t.request(`${BASE}/subscription`, asUser(token)))).subscription;
    expect(sub).toMatchObject({ id: 'sub_demo_member', status: 'active', plan: { interval: 'annual' } });
    expect(
      (await json(await t.request(`${BASE}/golf_vantage_url`, asUser(token)))).golf_vantage_url,
    ).toContain('sub_demo_member');

    const other = await t.request(`${BASE}/change-card`, {
      method: 'POST',
      ...asUser(token),
      json: { credit_card_id: 'card_demo_1' },
    });
    expect(other.status).toBe(400);
    expect((await json(other)).error).toBe('Credit card could not be changed');

    const cancelled = await json(await t.request(BASE, { method: 'DELETE', ...asUser(token) }));
    expect(cancelled.subscription).toMatchObject({ status: 'cancelled', is_current: true });
    expect((await addAlert(t, token)).status).toBe(201);
    expect((await t.request(BASE, { method: 'DELETE', ...asUser(token) })).status).toBe(400);

    const withdrawn = await json(
      await t.request(`${BASE}/withdraw_cancellation`, { method: 'POST', ...asUser(token) }),
    );
    expect(withdrawn.subscription).toMatchObject({ status: 'renewed', cancelled_at: null });
    expect((await t.request(`${BASE}/renew`, { method: 'POST', ...asUser(token) })).status).toBe(400);
  });

  it('renews an ended membership by charging a new period; until then it is no longer a membership', async () => {
    let now = new Date(TEST_NOW);
    const t = makeTestApp({ clock: () => now });
    const first = await signInAs(t, 'moderator@example.com');
    await buy(t, first, { billing_plan_id: 'bp_network_monthly' });
    await t.request(BASE, { method: 'DELETE', ...asUser(first) });
    now = new Date('2026-08-01T12:00:00Z');
    const token = await signInAs(t, 'moderator@example.com');
    expect((await addAlert(t, token)).status).toBe(403);
    expect(
      (await t.request(`${BASE}/withdraw_cancellation`, { method: 'POST', ...asUser(token) })).status,
    ).toBe(400);
    const renewed = await json(await t.request(`${BASE}/renew`, { method: 'POST', ...asUser(token) }));
    expect(renewed.subscription).toMatchObject({
      status: 'renewed',
      current_period_end: '2026-09-01T12:00:00.000Z',
    });
    expect((await json(await t.request(`${BASE}/invoices`, asUser(token)))).invoices).toHaveLength(2);
    expect((await addAlert(t, token)).status).toBe(201);
  });

  it("derives the profile's member flag from the sandbox clock: a cancelled membership stops counting when its period ends", async () => {
    let now = new Date(TEST_NOW);
    const t = makeTestApp({ clock: () => now });
    let token = await signInAs(t, 'golfer@example.com');
    const member = async () => (await json(await t.request('/api/v6/users', asUser(token)))).user;
    expect(await member()).toMatchObject({ has_network_membership: false });
    await buy(t, token, { billing_plan_id: 'bp_network_monthly' });
    await t.request(BASE, { method: 'DELETE', ...asUser(token) });
    // Cancelled, still within the paid period: a member, who may see member rates.
    expect(await member()).toMatchObject({ has_network_membership: true });
    const memberRates = () =>
      t.request('/api/v6/tee_times/at/1001/tee_times?rate_type=member', asUser(token));
    expect((await memberRates()).status).toBe(200);
    const periodEnd = (await json(await t.request(`${BASE}/subscription`, asUser(token)))).subscription as {
      current_period_end: string;
    };
    now = new Date(new Date(periodEnd.current_period_end).getTime() + 60_000);
    // The period has ended: no longer a member, with no membership write in between.
    token = await signInAs(t, 'golfer@example.com');
    expect(await member()).toMatchObject({ has_network_membership: false });
    expect((await memberRates()).status).toBe(422);
  });

  it('asks anonymous callers to sign in and answers a golfer without a membership 404', async () => {
    const t = makeTestApp();
    for (const path of ['subscription', 'invoices', 'golf_vantage_url'])
      expect((await t.request(`${BASE}/${path}`)).status).toBe(401);
    const token = await signInAs(t, 'golfer@example.com');
    const res = await t.request(BASE, { method: 'DELETE', ...asUser(token) });
    expect(res.status).toBe(404);
    expect((await json(res)).error).toBe('You have no network membership. Join from the membership page.');
  });
});
