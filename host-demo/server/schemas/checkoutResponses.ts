/**
 * Response schemas of checkout: prepare and update a preparation, the price preview, paying,
 * a reservation's change of players and its support ticket. Each mirrors the value its service
 * answers; the `Assert` lines make `tsc` fail when the two drift apart (responseShape.ts).
 */
import * as v from 'valibot';
import type { preparationAnswer } from '../services/preparationStore';
import type { unavailableAnswer } from '../services/preparations';
import type { Pricing } from '../services/pricing';
import type { previewChange } from '../services/reservationChanges';
import { creditCardResponse, reservationResponse } from './accountResponses';
import { cancellationPolicyEntries } from './cancellationPolicyEntries';
import { teeTimeResponse } from './catalogResponses';
import { receiptResponse } from './guestResponses';
import type { Assert, SameShape } from './responseShape';

const text = v.string();
const nullableText = v.nullable(v.string());
const num = v.number();
const dollars = v.pipe(num, v.description('Dollars'));
const int = v.pipe(v.number(), v.integer());
const bool = v.boolean();

/** The checkout breakdown (green fees, booking fee, savings, points, gift card, donation, total). */
export const pricingResponse = v.pipe(
  v.object({
    currency: v.literal('USD'),
    price_per_player: dollars,
    qty: int,
    subtotal: dollars,
    fees: v.array(v.object({ name: text, amount: dollars })),
    booking_fee: dollars,
    booking_fee_credit: dollars,
    promo_savings: dollars,
    rewards_points: int,
    rewards_amount: dollars,
    gift_card_amount: dollars,
    donation_amount: dollars,
    donation_type: nullableText,
    total: dollars,
  }),
  v.title('Pricing'),
);
export type _PricingShape = Assert<SameShape<v.InferOutput<typeof pricingResponse>, Pricing>>;

/** A tee time of checkout: the catalog's, with its course's name. */
const checkoutTeeTime = v.object({ ...teeTimeResponse.pipe[0].entries, course_name: text });

/** A live preparation: what checkout shows and the token to pay with. */
export const preparationResponse = v.pipe(
  v.object({
    auth_token: v.pipe(text, v.description('Pay with it: POST reservations/{auth_token}')),
    credit_card: v.nullable(creditCardResponse),
    default_payment_method: v.nullable(v.literal('card')),
    sandbox_wallet: v.pipe(
      v.literal(true),
      v.description(
        'Sandbox only: its test wallet pays where the browser offers no Apple Pay or Google Pay (digital_wallet google_pay, gateway_token tok_sandbox_wallet). A real API does not send it.',
      ),
    ),
    features: v.object({
      gift_card_redemption: bool,
      rewards_redemption: bool,
      promo_code_redemption: bool,
      promo_code_redemption_blocked: bool,
      gift_card_redemption_blocked: bool,
    }),
    disclaimer: text,
    cancellation_policy: v.pipe(
      v.object(cancellationPolicyEntries),
      v.description(
        'Refundable: all paid comes back until the same time the day before tee-off (course time), nothing after. Not refundable: prepaid, cannot be cancelled online.',
      ),
    ),
    prepared_tee_time: v.object({
      tee_time: checkoutTeeTime,
      bonus_promo_code: v.nullable(v.object({ promo_code: text, promo_savings: dollars })),
      promo_code: nullableText,
    }),
    applied_modifiers: v.object({
      qty: int,
      apply_booking_fee_credit: bool,
      promo_codes: v.array(text),
      redeem_loyalty_points: int,
      donation_amount: dollars,
      gift_card: nullableText,
      sync: bool,
    }),
    rewards_points_balance: int,
    booking_fee_credit_balance: dollars,
    pricing: pricingResponse,
    expires_at: text,
    error: v.null(),
    status_code: v.literal(200),
    offer_url: v.null(),
    failure_steps: v.null(),
  }),
  v.title('Preparation'),
);
export type _PreparationShape = Assert<
  SameShape<v.InferOutput<typeof preparationResponse>, ReturnType<typeof preparationAnswer>>
>;

/** The tee time can no longer seat the players: nothing is held (prepared_tee_time null). */
export const unavailablePreparationResponse = v.pipe(
  v.object({
    auth_token: v.null(),
    credit_card: v.null(),
    features: v.null(),
    disclaimer: v.null(),
    prepared_tee_time: v.null(),
    tee_time: v.nullable(checkoutTeeTime),
    unavailable: v.literal(true),
    error: v.null(),
    message: v.pipe(text, v.description('Why, in plain words')),
    status_code: v.literal(200),
    offer_url: v.null(),
    failure_steps: v.null(),
  }),
  v.title('UnavailablePreparation'),
);
export type _UnavailableShape = Assert<
  SameShape<v.InferOutput<typeof unavailablePreparationResponse>, ReturnType<typeof unavailableAnswer>>
>;

/** POST tee_times/{id}/reservations/prepare. */
export const prepareResponse = v.union([preparationResponse, unavailablePreparationResponse]);

/** GET tee_times/{id}/reservations/soft-prepare: the price for the players, nothing held. */
export const softPrepareResponse = v.union([
  v.pipe(
    v.object({
      tee_time: checkoutTeeTime,
      available: v.literal(true),
      pricing: pricingResponse,
      bonus_promo_code: v.nullable(v.object({ promo_code: text, description: text })),
    }),
    v.title('PricePreview'),
  ),
  v.object({ ...unavailablePreparationResponse.pipe[0].entries, available: v.literal(false) }),
]);

/** POST reservations/{auth_token}: the receipt and the reservation paid. */
export const paidResponse = v.object({
  receipt: receiptResponse,
  reservation: v.nullable(reservationResponse),
});

/** POST reservations/{id}/prepare: what a change of players would cost (nothing changes yet). */
export const changePreviewResponse = v.object({
  preview: v.object({
    reservation_id: text,
    current_qty: int,
    qty: int,
    price_per_player: dollars,
    booking_fee_per_player: dollars,
    current_total: dollars,
    total: dollars,
    difference: v.pipe(num, v.description('Dollars to pay (refunded when negative)')),
    players_available: int,
  }),
});
export type _ChangePreviewShape = Assert<
  SameShape<v.InferOutput<typeof changePreviewResponse>['preview'], ReturnType<typeof previewChange>>
>;

/** POST reservations/{id}/create_teamwork_ticket. */
export const ticketResponse = v.object({
  ticket: v.object({
    id: text,
    reservation_id: text,
    message: text,
    status: v.literal('open'),
    created_at: text,
  }),
});
