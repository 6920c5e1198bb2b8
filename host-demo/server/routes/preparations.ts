import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { HttpError } from '../http/HttpError';
import { findBookingUser } from '../services/bookingUser';
import { checkBookingLimit } from '../services/payerChecks';
import { prepareTeeTime, unavailableAnswer } from '../services/preparations';
import { updatePreparation } from '../services/preparationUpdates';
import { computePricing } from '../services/pricing';
import { activeBonusPromo } from '../services/redemptions';
import { findTeeTime, teeTimeView } from '../services/teeTimeRecord';
import { idField, qtyField, queryInt, tokenField } from '../schemas/accountSchemas';
import { preparationResponse, prepareResponse, softPrepareResponse } from '../schemas/checkoutResponses';

const BASE = '/api/v6/tee_times/:id/reservations';
const tags = ['checkout'];
const text = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.maxLength(max))));
const idParams = v.object({ id: idField });
const tokenParams = v.object({ id: idField, token: tokenField });

export const prepareBody = v.object({
  tee_time_id: v.optional(v.union([idField, v.pipe(v.number(), v.integer(), v.minValue(0))])),
  id: v.optional(v.union([idField, v.pipe(v.number(), v.integer(), v.minValue(0))])),
  qty: qtyField,
  prepayment_rule_id: text(80),
  reservation_url: text(2048),
  provider: text(80),
  source_provider: text(80),
  internal_origin: text(200),
  is_guest: v.optional(v.boolean()),
  is_anchored_tee_time: v.optional(v.boolean()),
});

const promoCode = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40));
export const updateBody = v.object({
  qty: v.optional(qtyField),
  promo_codes: v.optional(v.pipe(v.array(promoCode), v.maxLength(5))),
  promo_code: v.optional(promoCode),
  remove_promo_code: v.optional(promoCode),
  rewards_points_amount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000))),
  gift_card_code: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40)))),
  gift_card_cvv: v.optional(v.pipe(v.string(), v.regex(/^\d{3,4}$/, 'must be 3 or 4 digits'))),
  donation_amount: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(500))),
  donation_type: v.optional(v.nullable(v.picklist(['fixed', 'round_up']))),
  apply_booking_fee_credit: v.optional(v.boolean()),
});

const softQuery = v.object({ qty: v.optional(queryInt(1, 6)) });

/** Checkout preparation: prepare, update (promo, points, gift card, players, donation), soft-prepare. */
export function preparationsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  const route = routesOf(router, BASE);

  route(
    {
      method: 'post',
      path: '/prepare',
      summary: 'Prepare a checkout. Sign-in required unless is_guest or is_anchored_tee_time is true.',
      tags,
      params: idParams,
      body: prepareBody,
      responses: {
        200: {
          description:
            'The preparation (auth_token, card, features, tee time, modifiers, pricing); when the tee time cannot seat the players, unavailable with prepared_tee_time null',
          schema: prepareResponse,
        },
        401: 'Sign in required',
        403: 'Not allowed (status_code 10003: flagged user)',
        404: 'Tee time not found',
        422: 'status_code 10002 booking limit, 11001 time slot gone (time_slot), 11002 membership required, failure_steps.retry_tee_time (provider glitch)',
      },
    },
    (c) => {
      const body = c.req.valid('json');
      const answer = prepareTeeTime(deps.db, {
        teeTimeId: c.req.valid('param').id,
        qty: body.qty,
        prepaymentRuleId: body.prepayment_rule_id ?? undefined,
        provider: body.provider ?? undefined,
        isGuest: body.is_guest === true || body.is_anchored_tee_time === true,
        userId: c.var.user?.id ?? null,
        now: deps.clock(),
        limits: deps.config.rateLimits,
      });
      return c.json(answer);
    },
  );

  route(
    {
      method: 'patch',
      path: '/prepare/:token',
      summary:
        'Update a preparation: promo codes, rewards points, gift card (+CVV), players, donation, booking-fee credit',
      tags,
      params: tokenParams,
      body: updateBody,
      responses: {
        200: { description: 'The updated preparation', schema: preparationResponse },
        404: 'Preparation not found',
        422: "Redeem failure (redeem_type, validation_errors); code 10001 gift card CVV required; 'There was some issue updating the player.'",
        429: "'Unable to process promo code' / 'Unable to process gift card' (validation_limit_reached)",
      },
    },
    (c) => {
      const params = c.req.valid('param');
      return c.json(
        updatePreparation({
          db: deps.db,
          teeTimeId: params.id,
          token: params.token,
          userId: c.var.user?.id ?? null,
          update: c.req.valid('json'),
          now: deps.clock(),
          limits: deps.config.rateLimits,
        }),
      );
    },
  );

  route(
    {
      method: 'get',
      path: '/soft-prepare',
      summary:
        "Price preview of a tee time without holding anything (no sign-in needed). A signed-in golfer's booking limit is checked (10002), so the picker can tell before the book click that no offer can be booked (spec 01 §4)",
      tags,
      params: idParams,
      query: softQuery,
      responses: {
        200: {
          description:
            'The price for the players and the bonus promo code; or, when it cannot seat them, available false',
          schema: softPrepareResponse,
        },
        404: 'Tee time not found',
        422: 'status_code 10002: the signed-in golfer already holds the booking limit at this course and date',
      },
    },
    (c) => {
      const teeTime = findTeeTime(deps.db, c.req.valid('param').id);
      if (!teeTime) throw new HttpError(404, 'Tee time not found');
      const qty = c.req.valid('query').qty ?? 1;
      const user = findBookingUser(deps.db, c.var.user?.id, deps.clock());
      if (user) checkBookingLimit(deps.db, user.id, teeTime.course_id, teeTime.date);
      if (teeTime.players_available < qty) return c.json({ ...unavailableAnswer(teeTime), available: false });
      const pricing = computePricing({
        price: teeTime.price,
        qty,
        promos: [],
        rewardsPoints: 0,
        giftCardBalance: null,
        donationAmount: 0,
        donationType: null,
        bookingFeeCreditAvailable: user?.booking_fee_credit ?? 0,
        applyBookingFeeCredit: false,
      });
      const bonus = activeBonusPromo(deps.db, teeTime.date);
      return c.json({
        tee_time: teeTimeView(teeTime, qty),
        available: true,
        pricing,
        bonus_promo_code: bonus ? { promo_code: bonus.code, description: bonus.description } : null,
      });
    },
  );

  return router;
}
