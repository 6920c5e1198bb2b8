import * as v from 'valibot';
import { ALERT_DAYS, ALERT_HOLES, ALERT_PLAYERS } from '../../../src/domain/account/priceAlertForm';
import { idField, tokenField } from './accountSchemas';

const flag = v.optional(v.boolean('must be true or false'));
const price = v.optional(v.nullable(v.pipe(v.number('must be a number'), v.minValue(0), v.maxValue(10000))));

/**
 * The values of a price alert (spec 02 §3). Every key is optional here: the rules with their
 * own messages (412–417) are checked by the service, after the membership check.
 */
export const alertValues = v.object({
  course_id: v.optional(idField),
  city_id: v.optional(idField),
  /** Accepted and ignored: the path names the alert. */
  alert_id: v.optional(v.unknown()),
  min_price: price,
  max_price: price,
  at_least_n_hours_before_sunset: v.optional(
    v.nullable(
      v.pipe(
        v.number('must be a number'),
        v.integer('must be a whole number'),
        v.minValue(0),
        v.maxValue(12),
      ),
    ),
  ),
  /** Checked by the service (414): 1 or 2 alerts a day at most. */
  frequency: v.optional(v.unknown()),
  is_active: flag,
  ...Object.fromEntries([...ALERT_PLAYERS, ...ALERT_HOLES, ...ALERT_DAYS].map((key) => [key, flag])),
});
export type AlertValues = v.InferOutput<typeof alertValues> & Partial<Record<string, boolean>>;

/** POST v6/alerts/unsubscribe: the token of an alert e-mail's link. */
export const alertUnsubscribeBody = v.object({
  type: v.picklist(['TeeTimePriceAlert', 'all'], 'must be TeeTimePriceAlert or all'),
  token: tokenField,
});
