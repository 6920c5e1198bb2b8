import { useAtomValue } from 'jotai';
import { useFormat } from '../format';
import { errorsAtom } from '../store';
import type { Preparation } from '../types';
import { Donation } from './Donation';
import { Extra } from './Extra';
import { Extras } from './Extras';
import { GiftCard } from './GiftCard';
import { PromoCodes } from './PromoCodes';
import { Rewards } from './Rewards';

/**
 * Everything that changes the price: players and the fee credit in view; promo codes, points,
 * gift card and donation each behind a disclosure, with what it saves beside it.
 */
export function Modifiers({ prep, signedIn }: { prep: Preparation; signedIn: boolean }) {
  const { formatPrice } = useFormat();
  const errors = useAtomValue(errorsAtom);
  const f = prep.features ?? {};
  const p = prep.pricing;
  const money = (n: number) => formatPrice(n, p.currency || 'USD');
  const saved = (n: number) => (n > 0 ? `−${money(n)}` : null);
  const bonus = prep.preparedTeeTime?.bonusPromoCode;
  const points = prep.rewardsPointsBalance ?? 0;
  return (
    <div className="tt-panel">
      <h3>Players and savings</h3>
      <Extras prep={prep} />
      {f.promoCodeRedemption !== false && (
        <Extra
          label="Promo code"
          note={
            saved(p.promoSavings) ??
            (bonus ? `Save ${formatPrice(bonus.promoSavings)} with ${bonus.promoCode}` : null)
          }
          open={p.promoSavings > 0 || errors.promo.message !== null}
        >
          <PromoCodes prep={prep} />
        </Extra>
      )}
      {signedIn && f.rewardsRedemption && points > 0 && (
        <Extra
          label="Rewards points"
          note={saved(p.rewardsAmount) ?? `Save up to ${money(points / 100)}`}
          open={p.rewardsAmount > 0}
        >
          <Rewards prep={prep} />
        </Extra>
      )}
      {f.giftCardRedemption !== false && (
        <Extra label="Gift card" note={saved(p.giftCardAmount)} open={p.giftCardAmount > 0}>
          <GiftCard prep={prep} />
        </Extra>
      )}
      <Extra
        label="Donation"
        note={p.donationAmount > 0 ? `+${money(p.donationAmount)}` : null}
        open={p.donationAmount > 0}
      >
        <Donation />
      </Extra>
    </div>
  );
}
