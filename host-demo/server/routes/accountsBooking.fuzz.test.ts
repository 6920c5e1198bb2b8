import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FX } from '../testing/bookingFixtures';
import { makeBookingApp } from '../testing/bookingApp';
import { ACCOUNT_ENDPOINTS, expectPlainWords } from '../testing/fuzzEndpoints';

const KEYS = [
  'found_everything',
  'category',
  'code',
  'source',
  'zip_code',
  'latitude',
  'longitude',
  'radius',
  'g_recaptcha_response_data',
  'email',
  'password',
  'first_name',
  'last_name',
  'address_zipcode',
  'address_country_iso2',
  'qty',
  'tee_time_id',
  'id',
  'promo_codes',
  'promo_code',
  'remove_promo_code',
  'gift_card_code',
  'gift_card_cvv',
  'rewards_points_amount',
  'donation_amount',
  'donation_type',
  'apply_booking_fee_credit',
  'credit_card_id',
  'gateway_id',
  'gateway_token',
  'digital_wallet',
  'auth_token',
  'number',
  'expiry_month',
  'expiry_year',
  'cvv',
  'name',
  'zip',
  'message',
  'emails',
  'reservation_id',
  'quote_id',
  'one_time_token',
  'born_on',
  'focus',
  'gender',
  'handicap',
  'is_guest',
  'remember_me',
  'is_default',
  'access_token',
  'status',
  'sort_by',
  'order',
  'per_page',
  'page',
  'shared',
  'phone_number',
  'phone_country_code',
  'provider',
  'token',
  'uid',
  'raw_info',
  'current_password',
  'password_confirmation',
  'unlock_token',
  'preferences',
  'course_id',
  'city_id',
  'min_price',
  'max_price',
  'at_least_n_hours_before_sunset',
  'frequency',
  'for_1',
  'for_2',
  'holes_9',
  'holes_18',
  'saturday',
  'is_active',
  'type',
  'kind',
  'limit',
  'is_data_checked',
];

describe('accounts and booking endpoints under malformed input', () => {
  it('never answer 5xx', async () => {
    const t = makeBookingApp();
    const user = await t.signIn('golfer@example.com');
    const prep = await t.json(await t.prepare(FX.open, 1, user));
    const paid = await t.json(await t.pay(prep.auth_token, { credit_card_id: 'card_demo_1' }, user));
    const livePrep = (await t.json(await t.prepare(FX.lastTwo, 1, user))).auth_token as string;
    const known = [
      FX.open,
      FX.soldOut,
      'card_demo_1',
      paid.receipt.reservation_id,
      paid.receipt.access_token,
      livePrep,
      prep.auth_token,
      'SAVE10',
      'GIFT-CVV-100',
      '4242424242424242',
      'golfer@example.com',
      'teetime-demo-1',
      'sandbox',
      'apple_pay',
      'upcoming',
      '2026-02-30',
      'alert_demo_1',
      'usr_golfer',
      'us-tx-austin',
      '1001',
      'sandbox-google-token',
      'TeeTimePriceAlert',
    ];

    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 80 }),
      fc.constantFrom(
        ...known,
        '',
        ' ',
        '-1',
        '0',
        '1e308',
        'NaN',
        'null',
        'true',
        '../../etc/passwd',
        "'; DROP TABLE users; --",
        '%00',
        'x'.repeat(3000),
      ),
    );
    const value = fc.oneof(
      text,
      fc.integer(),
      fc.double(),
      fc.constantFrom(-1, 0, 7, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 31, null, true, false),
      fc.jsonValue({ maxDepth: 2 }),
      fc.array(text, { maxLength: 30 }),
    );
    const body = fc.oneof(
      fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 8 }).map((o) => JSON.stringify(o)),
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc.constantFrom('{', '{"qty":', 'not json', '[]', 'null', '""', `{"email":"${'a'.repeat(70000)}"}`),
    );
    const query = fc.dictionary(fc.constantFrom(...KEYS), text, { maxKeys: 5 });
    const valid: Record<string, unknown> = {
      email: 'golfer@example.com',
      password: 'teetime-demo-1',
      first_name: 'Fuzz',
      last_name: 'Er',
      address_zipcode: '78701',
      address_country_iso2: 'US',
      qty: 1,
      tee_time_id: FX.open,
      promo_code: 'SAVE10',
      gift_card_code: 'GIFT-CVV-100',
      gift_card_cvv: '321',
      rewards_points_amount: 100,
      donation_amount: 1,
      donation_type: 'fixed',
      credit_card_id: 'card_demo_1',
      gateway_id: 'sandbox',
      digital_wallet: 'apple_pay',
      gateway_token: 'tok_demo_wallet',
      auth_token: livePrep,
      number: '4242424242424242',
      expiry_month: 12,
      expiry_year: 2030,
      cvv: '123',
      name: 'Fuzz Er',
      message: 'hello',
      emails: ['pal@example.com'],
      is_guest: true,
      reservation_id: paid.receipt.reservation_id,
      quote_id: 'quote_x',
      one_time_token: 'nope',
      focus: 'sport',
      provider: 'google',
      token: 'sandbox-google-token',
      course_id: '1001',
      city_id: 'us-tx-austin',
      frequency: 1,
      for_2: true,
      holes_18: true,
      saturday: true,
      max_price: 80,
      type: 'TeeTimePriceAlert',
      preferences: { promotional: { suspended: true, reason: 'Too many e-mails' } },
      is_default: true,
    };
    // Mostly-valid bodies with a few fields replaced by hostile values or removed.
    const mutated = fc
      .tuple(fc.subarray(Object.keys(valid)), fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 3 }))
      .map(([keep, hostile]) =>
        JSON.stringify({ ...Object.fromEntries(keep.map((k) => [k, valid[k]])), ...hostile }),
      );
    const anyBody = fc.oneof({ arbitrary: mutated, weight: 3 }, { arbitrary: body, weight: 2 });

    // Tokens issued up front: a fuzzed sign-out revokes one, fuzzed sign-ins may throttle the e-mail.
    const golferTokens = await Promise.all(ACCOUNT_ENDPOINTS.map(() => t.signIn('golfer@example.com')));
    const memberTokens = await Promise.all(ACCOUNT_ENDPOINTS.map(() => t.signIn('member@example.com')));
    const stats: Record<string, number> = {};

    for (const [n, [method, template]] of ACCOUNT_ENDPOINTS.entries()) {
      const header = fc.oneof(
        { arbitrary: fc.constant<string | null>(golferTokens[n] ?? null), weight: 4 },
        { arbitrary: fc.constant<string | null>(memberTokens[n] ?? null), weight: 2 },
        { arbitrary: fc.constant<string | null>(null), weight: 3 },
        { arbitrary: fc.constantFrom<string | null>('garbage-token', 'x'.repeat(600)), weight: 1 },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.array(text, { minLength: 2, maxLength: 2 }),
          query,
          anyBody,
          header,
          fc.oneof({ arbitrary: fc.constant(true), weight: 5 }, { arbitrary: fc.constant(false), weight: 1 }),
          async (params, q, b, token, asJson) => {
            let i = 0;
            const path = template.replace(/:\w+/g, () => encodeURIComponent(params[i++] ?? 'x') || 'x');
            const search = new URLSearchParams(q).toString();
            const headers: Record<string, string> = {
              'Content-Type': asJson ? 'application/json' : 'text/plain',
            };
            if (token) headers['X-Api-User-Token'] = token;
            const init: RequestInit = { method, headers, ...(method === 'GET' ? {} : { body: b }) };
            const res = await t.request(`${path}${search ? `?${search}` : ''}`, init);
            stats[res.status] = (stats[res.status] ?? 0) + 1;
            if (res.status >= 500)
              throw new Error(`${method} ${template} → ${res.status}: ${await res.text()}`);
            const answer = (await res.json()) as Record<string, unknown>;
            if (res.status >= 400) expect(typeof answer.error).toBe('string');
            expectPlainWords(answer);
          },
        ),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
      );
    }
    // The inputs reach past validation: successes and business errors, not only 4xx at the door.
    expect(stats[200] ?? 0).toBeGreaterThan(50);
    expect(stats[404] ?? 0).toBeGreaterThan(50);
    if (process.env.FUZZ_STATS) console.log(stats);
  }, 120_000);
});
