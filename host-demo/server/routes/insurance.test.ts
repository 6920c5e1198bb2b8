import { describe, expect, it } from 'vitest';
import { FX } from '../testing/bookingFixtures';
import { makeBookingApp } from '../testing/bookingApp';
import { asUser } from '../testing/signIn';

async function booked(teeTimeId: string = FX.open) {
  const t = makeBookingApp();
  const user = await t.signIn('golfer@example.com');
  const prep = await t.json(await t.prepare(teeTimeId, 2, user));
  const paid = await t.json(await t.pay(prep.auth_token, { credit_card_id: 'card_demo_1' }, user));
  return { t, user, receipt: paid.receipt as { reservation_id: string; access_token: string } };
}

describe('eventual insurance', () => {
  it('tells whether a course offers it', async () => {
    const t = makeBookingApp();
    expect(
      (await t.json(await t.request(`/api/v6/eventual_insurance/course/${FX.course}`)))
        .has_eventual_insurance,
    ).toBe(true);
    expect(
      (await t.json(await t.request(`/api/v6/eventual_insurance/course/${FX.courseNoInsurance}`)))
        .has_eventual_insurance,
    ).toBe(false);
    expect((await t.request('/api/v6/eventual_insurance/course/nope')).status).toBe(404);
  });

  it('quotes, times out with a quote, and purchases', async () => {
    const { t, user, receipt } = await booked();
    const base = `/api/v6/eventual_insurance/reservations/${receipt.reservation_id}`;
    const q = await t.json(
      await t.request(`${base}/quote?phone_country_code=1&phone_number=5125550100`, asUser(user)),
    );
    expect(q.quote).toMatchObject({ status: 'quoted', premium: 5.88, coverage: 83.98 });
    const posted = await t.request(`${base}/quote?access_token=${receipt.access_token}`, { method: 'POST' });
    expect((await t.json(posted)).quote.quote_id).toBe(q.quote.quote_id);
    const slow = await t.request(`${base}/quote?phone_number=5125550408`, asUser(user));
    expect(slow.status).toBe(408);
    const slowBody = await t.json(slow);
    expect(slowBody).toMatchObject({ timeout: true, quote: { quote_id: q.quote.quote_id } });
    const declined = await t.request(`${base}/purchase`, {
      method: 'POST',
      ...asUser(user),
      json: { quote_id: q.quote.quote_id, credit_card_id: 'card_demo_2' },
    });
    expect(declined.status).toBe(402);
    const bought = await t.json(
      await t.request(`${base}/purchase`, {
        method: 'POST',
        ...asUser(user),
        json: { quote_id: q.quote.quote_id, credit_card_id: 'card_demo_1' },
      }),
    );
    expect(bought.insurance).toMatchObject({ status: 'purchased', credit_card: { last_four: '4242' } });
    expect(
      (await t.json(await t.request(`/api/v6/reservations/${receipt.reservation_id}`, asUser(user))))
        .reservation.has_eventual_insurance,
    ).toBe(true);
    expect(
      (
        await t.request(`${base}/purchase`, {
          method: 'POST',
          ...asUser(user),
          json: { quote_id: q.quote.quote_id, credit_card_id: 'card_demo_1' },
        })
      ).status,
    ).toBe(422);
    expect(
      (await t.json(await t.request(`${base}?access_token=${receipt.access_token}`))).insurance.status,
    ).toBe('purchased');
  });

  it('refuses courses without insurance and strangers', async () => {
    const { t, user, receipt } = await booked(FX.noInsurance);
    expect(
      (
        await t.request(
          `/api/v6/eventual_insurance/reservations/${receipt.reservation_id}/quote`,
          asUser(user),
        )
      ).status,
    ).toBe(422);
    const other = await t.signIn('member@example.com');
    expect(
      (
        await t.request(
          `/api/v6/eventual_insurance/reservations/${receipt.reservation_id}/quote`,
          asUser(other),
        )
      ).status,
    ).toBe(404);
  });
});

describe('mobile wallet', () => {
  it('answers pass data and a Google Wallet url for the owner or the access token', async () => {
    const { t, user, receipt } = await booked();
    const ios = await t.json(
      await t.request(`/api/v6/mobile_wallet/ios/${receipt.reservation_id}`, asUser(user)),
    );
    expect(ios.pass).toMatchObject({
      serial_number: receipt.reservation_id,
      barcode: { format: 'PKBarcodeFormatQR' },
    });
    const android = await t.json(
      await t.request(
        `/api/v6/mobile_wallet/android/${receipt.reservation_id}?access_token=${receipt.access_token}`,
      ),
    );
    expect(android.url).toMatch(/^https:\/\/pay\.google\.com\//);
    expect(typeof android.token).toBe('string');
    expect((await t.request(`/api/v6/mobile_wallet/ios/${receipt.reservation_id}`)).status).toBe(404);
  });
});
