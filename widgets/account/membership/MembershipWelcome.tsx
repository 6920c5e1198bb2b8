import { useRequest } from '../../../src/ui/useRequest';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import { usePartStyles } from '../screens/partStyles';
import type { ScreenProps } from '../types';
import { Loaded, day, price, subscriptionOf } from './parts';
import { useMembershipStyles } from './useMembershipStyles';

/**
 * After paying (membership-welcome, /my-account/membership/welcome): what the membership changed
 * and the way to each — member rates now shown on network tee times, price alerts unlocked, the
 * members' offers, GolfVantage (the travel partner, said in plain words) — then the membership
 * account. Without a membership (opened by hand) it offers the membership instead.
 */
export function MembershipWelcome({ navigate, leave, locale }: ScreenProps) {
  const { api, brand } = useWidget();
  const m = useMembershipStyles();
  const name = useSession().user?.firstName;
  const sub = useRequest((signal) => subscriptionOf(api, signal), [api]);
  const go = (label: string, onClick: () => void, primary = false) => (
    <button type="button" className={primary ? 'tt-button' : 'tt-button tt-secondary'} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <div className={`${usePartStyles()} ${m}`}>
      <Loaded req={sub} what="your membership">
        {(s) =>
          !s ? (
            <>
              <p>You have no network membership yet.</p>
              {go('See the membership', () => navigate('membership'), true)}
            </>
          ) : (
            <div className="tt-welcome">
              <p className="tt-lead">
                <strong>{name ? `You’re a member now, ${name}.` : 'You’re a member now.'}</strong> Your{' '}
                {s.plan.name.toLowerCase()} is active: {price(s.plan, locale)}, renewing on{' '}
                {day(s.currentPeriodEnd, locale)}. Cancel anytime in My membership.
              </p>
              <h3>What changed</h3>
              <ul className="tt-changes">
                <li>
                  <p>
                    <strong>Member rates are now shown.</strong> Tee times at network courses show your member
                    rate, with no booking fee.
                  </p>
                  {go('Find a tee time', () => leave('/'), true)}
                </li>
                {brand.features.has('priceAlerts') && (
                  <li>
                    <p>
                      <strong>Price alerts are unlocked.</strong> Pick a course or city and a price: we e-mail
                      you when tee times drop to it.
                    </p>
                    {go('Set a price alert', () => navigate('price-alerts'))}
                  </li>
                )}
                <li>
                  <p>
                    <strong>Members’ offers.</strong> Deals from network courses and partner brands.
                  </p>
                  {go('See your offers', () => navigate('network-offers', { offerStatus: 'available' }))}
                </li>
                <li>
                  <p>
                    <strong>Golf trips with GolfVantage.</strong> GolfVantage, our golf travel partner, books
                    trips and stays at member prices; your membership signs you in.
                  </p>
                  {go('Plan a golf trip', () => navigate('golfvantage'))}
                </li>
              </ul>
              <button type="button" className="tt-link" onClick={() => navigate('membership-account')}>
                Manage my membership
              </button>
            </div>
          )
        }
      </Loaded>
    </div>
  );
}
