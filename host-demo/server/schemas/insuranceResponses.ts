/**
 * Response schemas of the eventual (weather) insurance routes. `policyResponse` mirrors
 * `policyView`; the `Assert` line makes `tsc` fail when the two drift apart (responseShape.ts).
 */
import * as v from 'valibot';
import type { policyView } from '../services/insurance';
import type { Assert, SameShape } from './responseShape';

const text = v.string();
const nullableText = v.nullable(v.string());
const num = v.number();

/** A quote or a purchased policy of a reservation. */
export const policyResponse = v.pipe(
  v.object({
    quote_id: text,
    reservation_id: text,
    premium: num,
    coverage: v.pipe(v.number(), v.description('The amount covered: the reservation total')),
    currency: v.literal('USD'),
    phone_country_code: nullableText,
    phone_number: nullableText,
    status: v.picklist(['quoted', 'purchased']),
    credit_card: v.nullable(v.object({ brand: text, last_four: text })),
    provider: text,
    created_at: text,
  }),
  v.title('InsurancePolicy'),
);
export type _PolicyShape = Assert<
  SameShape<v.InferOutput<typeof policyResponse>, ReturnType<typeof policyView>>
>;

/** GET eventual_insurance/course/{id}. */
export const courseInsuranceResponse = v.object({
  course_id: text,
  has_eventual_insurance: v.boolean(),
  provider: text,
  premium_rate: v.pipe(v.number(), v.description('Share of the reservation total, e.g. 0.07')),
  min_premium: num,
});

/** GET eventual_insurance/reservations/{id}, POST …/purchase. */
export const insuranceResponse = v.object({ insurance: v.nullable(policyResponse) });

/** GET or POST eventual_insurance/reservations/{id}/quote. */
export const quoteResponse = v.object({ quote: policyResponse });

/** POST eventual_insurance/reservations/{id}/purchase: the purchased policy. */
export const purchasedResponse = v.object({ insurance: policyResponse });
