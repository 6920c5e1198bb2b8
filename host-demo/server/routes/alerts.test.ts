import { describe, expect, it } from 'vitest';
import type { Json } from '../testing/bookingApp';
import { makeTestApp, type TestApp } from '../testing/makeApp';
import { asUser, signInAs } from '../testing/signIn';

const json = async (res: Response): Promise<Json> => (await res.json()) as Json;
const valid = {
  course_id: '1001',
  max_price: 75,
  frequency: 2,
  for_1: true,
  holes_9: true,
  holes_18: true,
  saturday: true,
};
const post = (t: TestApp, token: string, body: object) =>
  t.request('/api/v6/alerts', { method: 'POST', ...asUser(token), json: body });
const patch = (t: TestApp, token: string, id: string, body: object) =>
  t.request(`/api/v6/alerts/${id}`, { method: 'PATCH', ...asUser(token), json: body });

describe('price alerts', () => {
  it("lists the demo golfer's alert with its course and flags, and the frequency limit", async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    const body = await json(await t.request('/api/v6/alerts', asUser(token)));
    expect(body.frequency_limit).toBe(2);
    expect(body.alerts).toHaveLength(1);
    expect(body.alerts[0]).toMatchObject({
      id: 'alert_demo_1',
      type: 'TeeTimePriceAlert',
      course: { type: 'Course', address_city: 'Austin' },
      city: null,
      max_price: 60,
      frequency: 1,
      for_2: true,
      for_4: true,
      for_1: false,
      holes_18: true,
      holes_9: false,
      saturday: true,
      monday: false,
      is_active: true,
    });
  });

  it('lets a member add one, on a course or a city', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'member@example.com');
    const res = await post(t, token, valid);
    expect(res.status).toBe(201);
    const { alert } = await json(res);
    expect(alert).toMatchObject({
      course_id: '1001',
      course: { id: '1001' },
      frequency: 2,
      for_1: true,
      for_2: false,
    });
    const city = await json(
      await post(t, token, { ...valid, course_id: undefined, city_id: 'us-co-denver' }),
    );
    expect(city.alert).toMatchObject({ course: null, city: { id: 'us-co-denver', name: 'Denver' } });
    const list = (await json(await t.request('/api/v6/alerts', asUser(token)))).alerts;
    expect(list).toHaveLength(2);
  });

  it('answers 403 membership_required to a golfer without a membership or alerts, before any other check', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'moderator@example.com');
    for (const body of [valid, {}]) {
      const res = await post(t, token, body);
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({
        error: 'Price alerts are a membership benefit. Join to set price alerts.',
        code: 'membership_required',
        offer_url: '/membership',
      });
    }
  });

  it('lets a golfer who already keeps alerts add another without a membership', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    expect((await json(await t.request('/api/v6/alerts', asUser(token)))).alerts).toHaveLength(1);
    expect((await post(t, token, valid)).status).toBe(201);
  });

  it('checks the rules in the order of spec 02 §5, with its messages', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'member@example.com');
    const cases: [object, number, string][] = [
      [
        { ...valid, course_id: undefined, city_id: 'us-xx-gone' },
        412,
        "The city for this alert doesn't seem to exits anymore.",
      ],
      [{ ...valid, course_id: 'gone' }, 413, "The course for this alert doesn't seem to exits anymore."],
      [{ ...valid, frequency: undefined }, 414, 'Please select the frequency you want to be notified.'],
      [{ ...valid, frequency: 3 }, 414, 'Please select the frequency you want to be notified.'],
      [{ ...valid, frequency: 'daily' }, 414, 'Please select the frequency you want to be notified.'],
      [{ ...valid, for_1: false }, 415, 'Please select at least one player quantity to set the alert.'],
      [{ ...valid, saturday: undefined }, 416, 'Please provide on which days you want to set the alert.'],
      [{ ...valid, holes_9: false, holes_18: false }, 417, 'Please select the number of holes you want.'],
      [{ ...valid, min_price: 90 }, 422, 'Ups! There has been an error trying to update the alert.'],
      [{ ...valid, for_2: 'yes' }, 422, 'Ups! There has been an error trying to update the alert.'],
      [{ ...valid, course_id: undefined }, 422, 'Ups! There has been an error trying to update the alert.'],
      [
        { ...valid, city_id: 'us-co-denver' },
        422,
        'Ups! There has been an error trying to update the alert.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(t, token, body);
      expect([res.status, (await json(res)).error]).toEqual([status, message]);
    }
    const typed = await json(await post(t, token, { ...valid, at_least_n_hours_before_sunset: 2.5 }));
    expect(typed.validation_errors.at_least_n_hours_before_sunset).toBeDefined();
    expect((await json(await t.request('/api/v6/alerts', asUser(token)))).alerts).toEqual([]);
  });

  it('edits only the values given, re-checking the whole alert', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    const ok = await patch(t, token, 'alert_demo_1', {
      alert_id: 'alert_demo_1',
      frequency: 2,
      for_1: true,
      for_2: false,
      max_price: null,
    });
    expect(ok.status).toBe(200);
    expect((await json(ok)).alert).toMatchObject({
      frequency: 2,
      for_1: true,
      for_2: false,
      for_4: true,
      max_price: null,
      saturday: true,
    });
    const none = await patch(t, token, 'alert_demo_1', { saturday: false, sunday: false });
    expect([none.status, (await json(none)).error]).toEqual([
      416,
      'Please provide on which days you want to set the alert.',
    ]);
    const moved = await patch(t, token, 'alert_demo_1', { course_id: undefined, city_id: 'us-tx-austin' });
    expect((await json(moved)).alert).toMatchObject({ course_id: null, city_id: 'us-tx-austin' });
    // The alert's course is gone from the catalog: 413 on the next edit.
    t.db
      .prepare("UPDATE price_alerts SET city_id = NULL, course_id = 'vanished' WHERE id = 'alert_demo_1'")
      .run();
    const gone = await patch(t, token, 'alert_demo_1', { frequency: 1 });
    expect([gone.status, (await json(gone)).error]).toEqual([
      413,
      "The course for this alert doesn't seem to exits anymore.",
    ]);
    expect((await json(await t.request('/api/v6/alerts', asUser(token)))).alerts[0].course).toBeNull();
  });

  it("keeps others' alerts out of reach, and needs a sign-in", async () => {
    const t = makeTestApp();
    const member = await signInAs(t, 'member@example.com');
    const edit = await patch(t, member, 'alert_demo_1', { frequency: 2 });
    expect([edit.status, (await json(edit)).error]).toEqual([404, 'Alert not found']);
    const del = await t.request('/api/v6/alerts/alert_demo_1', { method: 'DELETE', ...asUser(member) });
    expect(del.status).toBe(404);
    expect((await json(await t.request('/api/v6/alerts', asUser(member)))).alerts).toEqual([]);
    expect((await t.request('/api/v6/alerts')).status).toBe(401);
    expect((await t.request('/api/v6/alerts', { method: 'POST', json: valid })).status).toBe(401);
    expect(
      (await t.request('/api/v6/alerts/alert_demo_1', { method: 'PATCH', json: { frequency: 1 } })).status,
    ).toBe(401);
    expect((await t.request('/api/v6/alerts/alert_demo_1', { method: 'DELETE' })).status).toBe(401);
    const golfer = await signInAs(t, 'golfer@example.com');
    expect(
      (await t.request('/api/v6/alerts/alert_demo_1', { method: 'DELETE', ...asUser(golfer) })).status,
    ).toBe(200);
    expect((await json(await t.request('/api/v6/alerts', asUser(golfer)))).alerts).toEqual([]);
  });

  it("stops alerts from an e-mail's unsubscribe link: one, or all of the owner's", async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'member@example.com');
    const a = (await json(await post(t, token, valid))).alert;
    const b = (await json(await post(t, token, { ...valid, course_id: '1002' }))).alert;
    const unsubscribe = (body: object) =>
      t.request('/api/v6/alerts/unsubscribe', { method: 'POST', apiKey: 'demo-teetime', json: body });
    // The alert's e-mail carries the link of the page that stops it (/unsubscribe/price-alerts).
    const mails = await json(
      await t.request('/api/v6/sandbox/outbox?email=member%40example.com&kind=price_alert', {
        apiKey: 'demo-teetime',
      }),
    );
    expect(mails.messages.map((m: Json) => m.link)).toContain(
      `/unsubscribe/price-alerts?linkToken=${encodeURIComponent(a.unsubscribe_token)}`,
    );
    const one = await unsubscribe({ type: 'TeeTimePriceAlert', token: a.unsubscribe_token });
    expect(await json(one)).toMatchObject({ success: true, alerts_unsubscribed: 1 });
    const active = async () =>
      (await json(await t.request('/api/v6/alerts', asUser(token)))).alerts.map((x: Json) => [
        x.id,
        x.is_active,
      ]);
    expect(await active()).toEqual(
      expect.arrayContaining([
        [a.id, false],
        [b.id, true],
      ]),
    );
    expect(
      (await json(await unsubscribe({ type: 'all', token: a.unsubscribe_token }))).alerts_unsubscribed,
    ).toBe(1);
    expect(await active()).toEqual(
      expect.arrayContaining([
        [a.id, false],
        [b.id, false],
      ]),
    );
    const forged = await unsubscribe({ type: 'all', token: `${a.id}.forged` });
    expect([forged.status, (await json(forged)).error]).toEqual([
      404,
      'This unsubscribe link is invalid or has expired.',
    ]);
    expect((await unsubscribe({ type: 'weekly', token: a.unsubscribe_token })).status).toBe(422);
    // Resume from the account.
    expect((await json(await patch(t, token, a.id, { is_active: true }))).alert.is_active).toBe(true);
  });
});
