import { describe, expect, it } from 'vitest';
import type { Json } from '../testing/bookingApp';
import { makeTestApp } from '../testing/makeApp';
import { asUser, signInAs } from '../testing/signIn';

const json = async (res: Response): Promise<Json> => (await res.json()) as Json;

describe('member offers', () => {
  it('are for members: anonymous 401, a golfer 403 with the membership offer', async () => {
    const t = makeTestApp();
    expect((await t.request('/api/v6/offers/membership')).status).toBe(401);
    const token = await signInAs(t, 'golfer@example.com');
    const res = await t.request('/api/v6/offers/membership', asUser(token));
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ code: 'membership_required', offer_url: '/membership' });
  });

  it('lists by status; redeeming gives a code once and answers the refreshed available list', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'member@example.com');
    const available = (
      await json(await t.request('/api/v6/offers/membership?status=available', asUser(token)))
    ).offers;
    expect(available.length).toBe(5);
    expect(available[0]).toMatchObject({
      id: 'offer_gear_20',
      kind: 'partner',
      status: 'available',
      code: null,
      vendor: { name: 'Fairway Gear' },
    });

    const res = await t.request('/api/v6/offers/offer_gear_20/redeem', { method: 'POST', ...asUser(token) });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.offer).toMatchObject({
      status: 'redeemed',
      code: expect.stringMatching(/^OFR-[A-Z0-9]{8}$/),
    });
    expect(body.offers.map((o: Json) => o.id)).not.toContain('offer_gear_20');
    expect(body.offers).toHaveLength(4);

    const again = await t.request('/api/v6/offers/offer_gear_20/redeem', {
      method: 'POST',
      ...asUser(token),
    });
    expect(again.status).toBe(409);
    expect((await json(again)).error).toBe(
      'You redeemed this offer already. Its code is in your redeemed offers.',
    );
    const redeemed = (await json(await t.request('/api/v6/offers/membership?status=redeemed', asUser(token))))
      .offers;
    expect(redeemed.map((o: Json) => o.id)).toEqual(['offer_gear_20']);
    const detail = (await json(await t.request('/api/v6/offers/offer_gear_20', asUser(token)))).offer;
    expect(detail.code).toBe(body.offer.code);
  });

  it("answers one course's offers, partner offers by kind, and plain words for bad input", async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'member@example.com');
    const partner = (await json(await t.request('/api/v6/offers/membership?kind=partner', asUser(token))))
      .offers;
    expect(partner).toHaveLength(3);
    const course = (await json(await t.request('/api/v6/offers/membership?kind=course', asUser(token))))
      .offers;
    const courseId = course[0].course.id;
    const one = (
      await json(await t.request(`/api/v6/offers/membership?course_id=${courseId}`, asUser(token)))
    ).offers;
    expect(one).toHaveLength(1);
    const bad = await t.request('/api/v6/offers/membership?status=lost', asUser(token));
    expect(bad.status).toBe(422);
    expect((await json(bad)).validation_errors.status).toEqual(['Must be one of available, redeemed']);
    expect((await t.request('/api/v6/offers/nope/redeem', { method: 'POST', ...asUser(token) })).status).toBe(
      404,
    );
  });
});

describe('vendor promotions and partner vendors', () => {
  it('assigns one claim code per user (the same again), tracks visits only once claimed', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    const list = (await json(await t.request('/api/v6/vendor_promotions/user', asUser(token)))).promotions;
    expect(list[0]).toMatchObject({ id: 'promo_balls', claim_code: null, track_count: 0 });
    const early = await t.request('/api/v6/vendor_promotions/promo_balls/track', {
      method: 'POST',
      ...asUser(token),
    });
    expect(early.status).toBe(409);
    expect((await json(early)).error).toBe('Claim your code first, then visit the partner.');

    const first = (
      await json(
        await t.request('/api/v6/vendor_promotions/promo_balls/assign', { method: 'POST', ...asUser(token) }),
      )
    ).promotion;
    expect(first.claim_code).toMatch(/^CLM-[A-Z0-9]{8}$/);
    const second = (
      await json(
        await t.request('/api/v6/vendor_promotions/promo_balls/assign', { method: 'POST', ...asUser(token) }),
      )
    ).promotion;
    expect(second.claim_code).toBe(first.claim_code);
    const tracked = await json(
      await t.request('/api/v6/vendor_promotions/promo_balls/track', { method: 'POST', ...asUser(token) }),
    );
    expect(tracked).toMatchObject({
      promotion: { track_count: 1 },
      url: 'https://example.com/fairway-gear/balls',
    });

    const member = await signInAs(t, 'member@example.com');
    const theirs = (await json(await t.request('/api/v6/vendor_promotions/user', asUser(member)))).promotions;
    expect(theirs[0].claim_code).toBeNull();
    expect((await t.request('/api/v6/vendor_promotions/user')).status).toBe(401);
  });

  it('lists the partner vendors without sign-in', async () => {
    const t = makeTestApp();
    const { vendors } = await json(await t.request('/api/v6/vendors/public'));
    expect(vendors.map((v: Json) => v.name)).toEqual(['Fairway Gear', 'Swing Lab', 'Tee Travel']);
  });
});
