/**
 * The cancellation policy of a tee time and the refund of a cancellation, in plain numbers.
 *
 * - A refundable tee time can be cancelled for a full refund of what was paid (the card or wallet
 *   charge, the gift-card amount and the rewards points) until the same time on the day before
 *   tee-off, on the course's clock (a 7:30 AM Sunday tee time: until 7:30 AM Saturday, course
 *   time). Later, up to tee-off, it can still be cancelled (its seats go back), but nothing is
 *   refunded.
 * - A prepaid tee time that is not refundable cannot be cancelled online and refunds nothing.
 *
 * Times are the course's wall clock, `YYYY-MM-DDTHH:mm[:ss]`, compared as written (never shifted
 * through a viewer's zone). The sandbox API answers the same rule (host-demo/server).
 */

/** How long before tee-off a free cancellation ends: one day, on the course's clock. */
export const FREE_CANCELLATION_DAYS = 1;

export type CancellationPolicy =
  | {
      refundable: true;
      /** The last moment of a free cancellation, course time `YYYY-MM-DDTHH:mm`. */
      freeUntilLocal: string;
    }
  | { refundable: false };

/** What a cancellation gives back. */
export interface Refund {
  /** Back to the card or wallet that paid. */
  amount: number;
  /** Back to the gift card. */
  giftCardAmount: number;
  /** Back to the golfer's points. */
  rewardsPoints: number;
  /** Why: in time for a full refund, too late, or a tee time that is not refundable. */
  reason: 'full' | 'late' | 'not-refundable';
}

/** What was paid for a booking (what a full refund gives back). */
export interface Paid {
  total: number;
  giftCardAmount?: number;
  rewardsPoints?: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock `days` days before `local` (same time of day), `YYYY-MM-DDTHH:mm`. */
function daysBefore(local: string, days: number): string {
  const [date = '', time = '00:00'] = local.split('T');
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${time.slice(0, 5)}`;
}

/** The policy of a tee time (its `isRefundable` and local tee-off). */
export function cancellationPolicy(teeTime: {
  isRefundable: boolean;
  teeOffAtLocal: string;
}): CancellationPolicy {
  return teeTime.isRefundable
    ? { refundable: true, freeUntilLocal: daysBefore(teeTime.teeOffAtLocal, FREE_CANCELLATION_DAYS) }
    : { refundable: false };
}

/** True while a cancellation at `nowLocal` (course time) gets the full refund. */
export const isFreeCancellation = (policy: CancellationPolicy, nowLocal: string): boolean =>
  policy.refundable && nowLocal.slice(0, 16) <= policy.freeUntilLocal;

/** What cancelling at `nowLocal` (course time) gives back of what was paid. */
export function refundOf(policy: CancellationPolicy, paid: Paid, nowLocal: string): Refund {
  if (!policy.refundable) return { amount: 0, giftCardAmount: 0, rewardsPoints: 0, reason: 'not-refundable' };
  if (!isFreeCancellation(policy, nowLocal))
    return { amount: 0, giftCardAmount: 0, rewardsPoints: 0, reason: 'late' };
  return {
    amount: Math.round(paid.total * 100) / 100,
    giftCardAmount: Math.round((paid.giftCardAmount ?? 0) * 100) / 100,
    rewardsPoints: paid.rewardsPoints ?? 0,
    reason: 'full',
  };
}

interface Words {
  formatPrice(amount: number): string;
  /** '2026-11-28T07:30' → 'Sat, Nov 28 at 7:30 AM' (the course's clock, as written). */
  formatWhen(local: string): string;
  /** The course's zone when the viewer's clock differs ("Mountain Standard Time"), else null. */
  zone?: string | null;
}

/** The policy in one sentence, e.g. "Free cancellation until Sat, Nov 28 at 7:30 AM course time." */
export function policySentence(policy: CancellationPolicy, words: Words): string {
  if (!policy.refundable) return 'Prepaid and not refundable: this tee time cannot be cancelled online.';
  const zone = words.zone ? ` (${words.zone})` : '';
  return `Free cancellation until ${words.formatWhen(policy.freeUntilLocal)} course time${zone}: you get all you paid back. After that, cancelling refunds nothing.`;
}

/** What a refund gives back, e.g. "$207.96 back to your card" (gift card and points added). */
export function refundWords(refund: Refund, formatPrice: (n: number) => string): string {
  if (refund.reason === 'not-refundable') return 'No refund: this tee time is prepaid and not refundable.';
  if (refund.reason === 'late') return 'No refund: the free cancellation has ended.';
  const parts = [`${formatPrice(refund.amount)} back to the card or wallet you paid with`];
  if (refund.giftCardAmount > 0) parts.push(`${formatPrice(refund.giftCardAmount)} back to your gift card`);
  if (refund.rewardsPoints > 0) parts.push(`${refund.rewardsPoints} points back to your rewards`);
  return `Refund: ${parts.join(', ')}.`;
}
