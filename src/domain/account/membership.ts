/**
 * Membership rules of spec 02 (§2 membership pages, §4 network membership and payments history,
 * §8 membership errors, §9 constants), shared by the sandbox API and `<teetime-account>`.
 */

export type MembershipInterval = 'monthly' | 'annual';
export type NetworkStatus = 'active' | 'cancelled' | 'renewed';

/** §9: the default membership interval. */
export const DEFAULT_MEMBERSHIP_INTERVAL: MembershipInterval = 'monthly';
/** §9: how many golf-club courses the sales page shows. */
export const NETWORK_GOLF_CLUB_COURSES_LIMIT = 3;
/** Payments history: the first page (§4); the page size is ours (the spec does not show it). */
export const PAYMENTS_FIRST_PAGE = 1;
export const PAYMENTS_PAGE_SIZE = 5;
/** Offer list statuses (network-offers/{status}). */
export const OFFER_STATUSES = ['available', 'redeemed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** §8 messages. */
export const MEMBERSHIP_MESSAGES = {
  paymentFailed: 'Payment failed, please try again.',
  cardNotChanged: 'Credit card could not be changed',
  failure: 'failure',
  programUnknown: 'An unknown error happened',
} as const;

export interface PlanLike {
  id: string;
  interval: string;
}

/** §2: the sales page needs the networkMembership or showNetworkSales feature and the site's membership on. */
export function salesOpen(
  features: { has(name: string): boolean },
  networkMembershipEnabled: boolean,
): boolean {
  return (features.has('networkMembership') || features.has('showNetworkSales')) && networkMembershipEnabled;
}

/** The interval of a query value: `annual`, else the default (monthly). */
export function intervalOf(value: string | null | undefined): MembershipInterval {
  return value === 'annual' ? 'annual' : DEFAULT_MEMBERSHIP_INTERVAL;
}

/** §2 purchase: the plan of planId when it matches, else the plan of the chosen interval (monthly by default). */
export function choosePlan<P extends PlanLike>(
  plans: readonly P[],
  planId: string | null | undefined,
  interval?: string | null,
): P | null {
  const byId = planId ? plans.find((p) => p.id === planId) : undefined;
  return byId ?? plans.find((p) => p.interval === intervalOf(interval)) ?? plans[0] ?? null;
}

/** §2 purchase: the default card, else the first. */
export function chooseCard<C extends { is_default?: boolean; isDefault?: boolean }>(
  cards: readonly C[],
): C | null {
  return cards.find((c) => c.is_default ?? c.isDefault) ?? cards[0] ?? null;
}

/** §4: more payments while page number × page size is below the count. */
export function hasMorePayments(page: number, pageSize: number, count: number): boolean {
  return page * pageSize < count;
}

/** §4: cancel → cancelled; renew or withdraw the cancellation → renewed; a purchase starts active. */
export function statusAfter(action: 'purchase' | 'cancel' | 'renew' | 'withdraw'): NetworkStatus {
  if (action === 'purchase') return 'active';
  return action === 'cancel' ? 'cancelled' : 'renewed';
}

/** The end of a paid period: one month (same day, clamped to the month's end) or one year later. */
export function periodEnd(start: Date, interval: MembershipInterval): Date {
  const months = interval === 'annual' ? 12 : 1;
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, last));
  return end;
}

/** A network membership counts while it is not cancelled, or until the end of its paid period. */
export function isMembershipCurrent(
  sub: { status: string; current_period_end: string } | null | undefined,
  now: Date,
): boolean {
  if (!sub) return false;
  return sub.status !== 'cancelled' || new Date(sub.current_period_end).getTime() > now.getTime();
}

/** §8: what a failed purchase says ('Payment Error' becomes the plain message). */
export function purchaseErrorMessage(serverMessage: string | undefined): string {
  if (!serverMessage || serverMessage === 'Payment Error') return MEMBERSHIP_MESSAGES.paymentFailed;
  return serverMessage;
}

/** §8: membership-program errors use the detail, else 'An unknown error happened'. */
export function programErrorMessage(body: unknown): string {
  const detail = (body as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' && detail ? detail : MEMBERSHIP_MESSAGES.programUnknown;
}

/** A backToUrl / redirectToUrl the element may follow: a path on this site only (no other host). */
export function localPath(url: string | null | undefined): string | null {
  return url && /^\/(?![/\\])/.test(url) ? url : null;
}

export interface PricedPlan {
  interval: string;
  billingPlan: { amount: number };
}

/** Cents, so $9.99 × 12 is $119.88 exactly (not 119.88000000000001). */
const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * What the yearly plan saves against paying monthly for twelve months, from the plans' own
 * prices: annual $99 against $9.99 × 12 = $119.88 saves $20.88 (17%). Null when there is no
 * pair of plans, or when the year saves nothing.
 */
export function yearlySaving(
  plans: readonly PricedPlan[],
): { saving: number; monthlyYear: number; percent: number; perMonth: number } | null {
  const monthly = plans.find((p) => p.interval === 'monthly');
  const annual = plans.find((p) => p.interval === 'annual');
  if (!monthly || !annual) return null;
  const year = cents(monthly.billingPlan.amount) * 12;
  const paid = cents(annual.billingPlan.amount);
  if (paid >= year) return null;
  return {
    saving: (year - paid) / 100,
    monthlyYear: year / 100,
    percent: Math.floor(((year - paid) / year) * 100),
    perMonth: Math.round(paid / 12) / 100,
  };
}

/**
 * When a membership bought now renews and at what price: a month or a year from today, at the
 * plan's price, until the golfer cancels (spec 02 §4: a cancelled membership lasts to its end).
 */
export function renewalOf(plan: PricedPlan, now: Date): { renewsOn: string; amount: number } {
  return {
    renewsOn: periodEnd(now, intervalOf(plan.interval)).toISOString().slice(0, 10),
    amount: plan.billingPlan.amount,
  };
}

/**
 * Spec 02 §4: adding a price alert needs a membership, else the membership upsell. A golfer who
 * already keeps alerts (set while a member, or before alerts were a benefit) adds more without
 * being sold the membership again.
 */
export function mayAddAlerts(isMember: boolean, alertCount: number): boolean {
  return isMember || alertCount > 0;
}
