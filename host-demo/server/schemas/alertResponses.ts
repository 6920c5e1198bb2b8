/**
 * Response schemas of the price alert routes. An alert mirrors `alertView`: its course or city,
 * its price and time bounds, one boolean per flag of the alert form (src/domain/account/
 * priceAlertForm.ts) and its unsubscribe token. The flags come from the same list as the view's,
 * so the `Assert` line checks the fields around them.
 */
import * as v from 'valibot';
import { ALERT_FLAGS } from '../../../src/domain/account/priceAlertForm';
import type { alertView } from '../services/priceAlerts';
import { cityResponse, courseResponse } from './catalogResponses';
import type { Assert, SameShape } from './responseShape';

const text = v.string();
const nullableNum = v.nullable(v.number());
const bool = v.boolean();

const fixedEntries = {
  id: text,
  type: v.literal('TeeTimePriceAlert'),
  course_id: v.nullable(text),
  course: v.nullable(courseResponse),
  city_id: v.nullable(text),
  city: v.nullable(cityResponse),
  min_price: nullableNum,
  max_price: nullableNum,
  at_least_n_hours_before_sunset: nullableNum,
  frequency: v.number(),
  is_active: bool,
  unsubscribe_token: v.pipe(v.string(), v.description('For the unsubscribe link of alert e-mails')),
  created_at: text,
  updated_at: text,
};
export type _AlertShape = Assert<
  SameShape<
    v.InferOutput<v.ObjectSchema<typeof fixedEntries, undefined>>,
    Pick<ReturnType<typeof alertView>, keyof typeof fixedEntries>
  >
>;

/** A price alert on a course or a city. */
export const alertResponse = v.pipe(
  v.object({ ...fixedEntries, ...Object.fromEntries(ALERT_FLAGS.map((flag) => [flag, bool])) }),
  v.title('PriceAlert'),
);

/** GET alerts. */
export const alertsResponse = v.object({
  alerts: v.array(alertResponse),
  frequency_limit: v.pipe(v.number(), v.description('At most this many alert e-mails a day')),
});

/** POST alerts, PATCH alerts/{id}. */
export const oneAlertResponse = v.object({ alert: alertResponse });

/** POST alerts/unsubscribe. */
export const alertsUnsubscribedResponse = v.object({
  success: bool,
  message: text,
  alerts_unsubscribed: v.pipe(v.number(), v.integer()),
});
