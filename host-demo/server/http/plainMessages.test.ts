import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { makeBookingApp } from '../testing/bookingApp';
import { asUser } from '../testing/signIn';
import { issuesToFieldErrors } from './validate';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  if (r.success) throw new Error('expected a failure');
  return issuesToFieldErrors(r.issues);
};

describe('validation messages in plain words', () => {
  it('an empty card number and "12/34" as the month (issue 13, as a new user typed them)', async () => {
    const t = makeBookingApp();
    const user = await t.signIn('golfer@example.com');
    const card = { expiry_month: '12/34', expiry_year: 2031, cvv: '123', name: 'Pat Guest' };
    for (const [path, extra] of [
      ['/api/v6/credit_cards', asUser(user)],
      ['/api/v6/guests/credit_cards', {}],
    ] as const) {
      const res = await t.request(path, {
        method: 'POST',
        ...extra,
        json: { ...card, email: 'pat@example.com' },
      });
      expect(res.status).toBe(422);
      const body = await t.json(res);
      expect(body.validation_errors).toMatchObject({
        number: ['Enter the card number.'],
        expiry_month: ['Use the month as two digits, e.g. 08.'],
      });
      expect(body.error).toBe(
        'Some details need fixing. Enter the card number. Use the month as two digits, e.g. 08.',
      );
    }
  });

  it('the card gateway says what to do for each card field', async () => {
    const t = makeBookingApp();
    const user = await t.signIn('golfer@example.com');
    const res = await t.request('/api/v6/credit_cards', {
      method: 'POST',
      ...asUser(user),
      json: { number: '4242424242424241', expiry_month: 13, expiry_year: 2031, cvv: '12', name: 'P' },
    });
    expect((await t.json(res)).validation_errors).toEqual({
      number: ['This card number is not valid. Check the digits and try again.'],
      expiry_month: ['Use the month as two digits, e.g. 08.'],
      cvv: ['Enter the 3-digit security code (CVV) from the back of your card.'],
      name: ['Enter the name as it appears on the card.'],
    });
  });

  it('maps every kind of issue to a sentence that names the field and what to do', () => {
    const schema = v.object({
      first_name: v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(5)),
      per_page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
      remember_me: v.optional(v.boolean()),
      sort: v.optional(v.picklist(['price', 'distance'])),
      emails: v.optional(v.array(v.pipe(v.string(), v.email()))),
      zip: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'is not a valid postal code'))),
      born_on: v.optional(v.pipe(v.string(), v.isoDate())),
    });
    expect(
      errorsOf(schema, {
        first_name: '   ',
        per_page: 2.5,
        remember_me: 'yes',
        sort: 'cheapest',
        emails: ['x'],
        zip: 'abc',
        born_on: '15/06/2026',
      }),
    ).toEqual({
      first_name: ['Enter the first name.'],
      per_page: ['Use a whole number for the per page.'],
      remember_me: ['Use true or false for the remember me.'],
      sort: ['Choose the sort from: price, distance.'],
      'emails.0': ['Enter valid e-mail addresses, e.g. name@example.com.'],
      zip: ['Zip code is not a valid postal code.'],
      born_on: ['Enter the born on as a date, YYYY-MM-DD.'],
    });
    expect(errorsOf(schema, { first_name: 'Robertson', per_page: '10' })).toEqual({
      first_name: ['Use at most 5 characters for the first name.'],
      per_page: ['Enter the per page as a number.'],
    });
    expect(errorsOf(schema, {})).toEqual({
      first_name: ['Enter the first name.'],
      per_page: ['Enter the per page.'],
    });
    expect(errorsOf(schema, 'text')).toEqual({ body: ['Send the details as a JSON object.'] });
    expect(errorsOf(v.strictObject({ a: v.optional(v.string()) }), { b: 1 })).toEqual({
      b: ['Leave out b: this request does not take it.'],
    });
  });
});
