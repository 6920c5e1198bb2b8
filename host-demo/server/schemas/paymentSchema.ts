import * as v from 'valibot';

/** Payment fields of POST v6/reservations/{token} and the guest payment. */
export const paymentEntries = {
  credit_card_id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(80))),
  gateway_id: v.optional(v.pipe(v.string(), v.maxLength(40))),
  gateway_token: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(512))),
  digital_wallet: v.optional(v.picklist(['apple_pay', 'google_pay'])),
  auth_token: v.optional(v.pipe(v.string(), v.maxLength(512))),
};
