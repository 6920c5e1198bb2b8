import {
  policySentence,
  refundWords,
  type CancellationPolicy as Policy,
  type Refund,
} from '../domain/booking/cancellationPolicy';
import { formatDate, formatPrice, formatTime, otherZoneName } from '../domain/format';

/** A policy as the API answers it (camelCased). */
export interface PolicyAnswer {
  refundable: boolean;
  freeUntilLocal?: string | null;
}

/** A refund as the API answers it (camelCased). */
export interface RefundAnswer {
  amount: number;
  giftCardAmount: number;
  rewardsPoints: number;
  reason: Refund['reason'];
}

export const policyOf = (a: PolicyAnswer): Policy =>
  a.refundable && a.freeUntilLocal
    ? { refundable: true, freeUntilLocal: a.freeUntilLocal }
    : { refundable: false };

/** The policy in words: "Free cancellation until Sat, Nov 28 at 7:30 AM course time…". */
export function policyText(a: PolicyAnswer, locale = 'en-US', timeZone?: string | null): string {
  return policySentence(policyOf(a), {
    formatPrice: (n) => formatPrice(n, locale),
    formatWhen: (local) => `${formatDate(local.slice(0, 10), locale)} at ${formatTime(local, locale)}`,
    zone: otherZoneName(timeZone ?? undefined, locale),
  });
}

/** The refund in words: "Refund: $207.96 back to the card or wallet you paid with." */
export const refundText = (r: RefundAnswer, locale = 'en-US') =>
  refundWords(r, (n) => formatPrice(n, locale));

/** The cancellation policy of a tee time or booking, as one short paragraph. */
export function CancellationPolicy({
  policy,
  locale,
  timeZone,
}: {
  policy: PolicyAnswer;
  locale?: string | undefined;
  timeZone?: string | null | undefined;
}) {
  return (
    <p className="tt-policy" data-testid="cancellation-policy">
      <strong>Cancellation:</strong> {policyText(policy, locale, timeZone)}
    </p>
  );
}
