import type { Preparation } from '../types';
import { Extras } from './Extras';
import { GiftCard } from './GiftCard';
import { PromoCodes } from './PromoCodes';
import { Rewards } from './Rewards';

/** Everything that changes the price: players, promo codes, points, gift card, donation, fee credit. */
export function Modifiers({ prep, signedIn }: { prep: Preparation; signedIn: boolean }) {
  const f = prep.features ?? {};
  return (
    <div className="tt-panel">
      <h3>Players and savings</h3>
      <Extras prep={prep} />
      {f.promoCodeRedemption !== false && <PromoCodes prep={prep} />}
      {signedIn && f.rewardsRedemption && (prep.rewardsPointsBalance ?? 0) > 0 && <Rewards prep={prep} />}
      {f.giftCardRedemption !== false && <GiftCard prep={prep} />}
    </div>
  );
}
