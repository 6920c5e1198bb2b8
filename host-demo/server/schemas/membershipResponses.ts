/**
 * Response schemas of the memberships: the network membership (plans, courses, subscription,
 * invoices), a course's membership benefits and upsell, member offers, vendor promotions and the
 * membership-program API. Each mirrors the value its service answers; the `Assert` lines make
 * `tsc` fail when the two drift apart (responseShape.ts).
 */
import * as v from 'valibot';
import { OFFER_STATUSES } from '../../../src/domain/account/membership';
import type { OfferView, listPromotions } from '../services/memberOffers';
import type { programWithMembership } from '../services/membershipPrograms';
import type { planView, subscriptionView } from '../services/networkMemberships';
import { creditCardResponse } from './accountResponses';
import { courseResponse } from './catalogResponses';
import type { Assert, SameShape } from './responseShape';

const text = v.string();
const nullableText = v.nullable(v.string());
const num = v.number();
const int = v.pipe(v.number(), v.integer());
const bool = v.boolean();
const interval = v.picklist(['monthly', 'annual']);
const dollars = v.pipe(num, v.description('Dollars'));

/** A network membership plan and its billing plan. */
export const networkPlanResponse = v.pipe(
  v.object({
    id: text,
    interval,
    name: text,
    billing_plan: v.object({ id: text, amount: dollars, interval, currency: v.literal('USD') }),
  }),
  v.title('NetworkPlan'),
);
export type _NetworkPlanShape = Assert<
  SameShape<v.InferOutput<typeof networkPlanResponse>, ReturnType<typeof planView>>
>;

/** GET network_memberships/plans. */
export const networkPlansResponse = v.object({
  plans: v.array(networkPlanResponse),
  benefits: v.array(text),
  default_interval: interval,
});

/** GET network_memberships/courses. */
export const networkCoursesResponse = v.object({
  courses: v.array(
    v.object({
      ...courseResponse.pipe[0].entries,
      distance: v.pipe(
        v.nullable(num),
        v.description('Miles from the latitude and longitude asked; null without them'),
      ),
    }),
  ),
  count: v.pipe(int, v.description('How many network courses in all')),
  page: int,
  per_page: int,
});

/** A golfer's network membership. */
export const subscriptionResponse = v.pipe(
  v.object({
    id: text,
    status: v.picklist(['active', 'cancelled', 'renewed']),
    is_current: v.pipe(bool, v.description('Paid up to now on the sandbox clock')),
    plan: networkPlanResponse,
    credit_card: v.nullable(creditCardResponse),
    promo_code: nullableText,
    started_at: text,
    current_period_end: text,
    cancelled_at: nullableText,
  }),
  v.title('NetworkSubscription'),
);
export type _SubscriptionShape = Assert<
  SameShape<v.InferOutput<typeof subscriptionResponse>, ReturnType<typeof subscriptionView>>
>;

/** GET network_memberships/subscription and every change to it. */
export const oneSubscriptionResponse = v.object({ subscription: subscriptionResponse });

/** GET network_memberships/golf_vantage_url. */
export const golfVantageUrlResponse = v.object({ golf_vantage_url: text });

/** GET network_memberships/invoices. */
export const networkInvoicesResponse = v.object({
  invoices: v.array(v.object({ id: text, amount: dollars, description: text, paid_at: text })),
});

/** GET courses/{id}/membership_benefits. */
export const membershipBenefitsResponse = v.object({
  course_id: text,
  course_name: text,
  is_network_course: bool,
  is_member: bool,
  benefits: v.array(text),
  offers: v.array(v.object({ id: text, title: text })),
});

/** GET courses/{id}/membership-upsell. */
export const membershipUpsellResponse = v.object({
  title: text,
  message: text,
  plans: v.array(networkPlanResponse),
  join_url: text,
  brand_sells: v.pipe(bool, v.description('Whether the brand of the app key sells the membership')),
});

/** A member offer: a partner's (vendor) or a network course's (course); its code once redeemed. */
export const offerResponse = v.pipe(
  v.object({
    id: text,
    title: text,
    description: text,
    kind: v.picklist(['partner', 'course']),
    vendor: v.nullable(v.object({ id: text, name: nullableText, website_url: nullableText })),
    course: v.nullable(v.object({ id: text, name: nullableText })),
    expires_on: v.pipe(nullableText, v.description('YYYY-MM-DD')),
    status: v.picklist(OFFER_STATUSES),
    code: nullableText,
    redeemed_at: nullableText,
  }),
  v.title('MemberOffer'),
);
export type _OfferShape = Assert<SameShape<v.InferOutput<typeof offerResponse>, OfferView>>;

/** GET offers/membership. */
export const offersResponse = v.object({ offers: v.array(offerResponse) });
/** GET offers/{id}. */
export const oneOfferResponse = v.object({ offer: offerResponse });
/** POST offers/{id}/redeem: the offer with its code, and the available offers left. */
export const redeemedOfferResponse = v.object({ offer: offerResponse, offers: v.array(offerResponse) });

/** A vendor promotion with the golfer's claim code (null until claimed). */
export const promotionResponse = v.pipe(
  v.object({
    id: text,
    title: text,
    description: text,
    url: text,
    vendor: v.object({ id: text, name: text }),
    claim_code: nullableText,
    assigned_at: nullableText,
    track_count: int,
  }),
  v.title('VendorPromotion'),
);
export type _PromotionShape = Assert<
  SameShape<v.InferOutput<typeof promotionResponse>, ReturnType<typeof listPromotions>[number]>
>;

/** GET vendor_promotions/user. */
export const promotionsResponse = v.object({ promotions: v.array(promotionResponse) });
/** POST vendor_promotions/{id}/assign. */
export const onePromotionResponse = v.object({ promotion: promotionResponse });
/** POST vendor_promotions/{id}/track: the promotion and the partner's url to open. */
export const trackedPromotionResponse = v.object({ promotion: promotionResponse, url: text });

/** GET vendors/public. */
export const vendorsResponse = v.object({
  vendors: v.array(v.object({ id: text, name: text, description: text, website_url: text })),
});

const programMembership = v.object({ id: text, billing_plan_id: text, status: text, started_at: text });

/** GET membership-program/Program/getProgramWithMembershipFromSlug. */
export const programWithMembershipResponse = v.object({
  program: v.object({
    id: text,
    course_id: text,
    slug: text,
    name: text,
    description: text,
    course: v.object({ id: text, name: text }),
    billing_plans: v.pipe(
      v.array(v.object({ id: text, name: text, interval: text, amount: dollars })),
      v.description('The first is the default'),
    ),
  }),
  membership: v.pipe(v.nullable(programMembership), v.description('Yours; null when signed out or none')),
});
export type _ProgramShape = Assert<
  SameShape<v.InferOutput<typeof programWithMembershipResponse>, ReturnType<typeof programWithMembership>>
>;

/** GET membership-program/Membership/getMemberships. */
export const programMembershipsResponse = v.object({
  memberships: v.array(
    v.object({
      ...programMembership.entries,
      program_id: text,
      program_name: text,
      course_id: text,
    }),
  ),
});

const payment = v.object({ id: text, amount: dollars, paid_at: text });

/** GET membership-program/MembershipSubscription: a page of payments. */
export const programPaymentsResponse = v.object({
  payments: v.array(payment),
  count: int,
  page: int,
  page_size: int,
});

/** GET membership-program/MembershipSubscriptionInvoice/list. */
export const programInvoiceResponse = v.object({
  payment,
  items: v.array(v.object({ id: text, description: text, amount: dollars })),
});
