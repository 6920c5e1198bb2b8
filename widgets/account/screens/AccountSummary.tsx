import { isFeatureOn } from '../../../src/core/features';
import { getSession } from '../../../src/core/session';
import { findRoute } from '../../../src/domain/account/accountRoutes';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ScreenProps } from '../types';
import { VIEW_FEATURES } from '../viewFeatures';
import { Avatar } from './Avatar';
import { BrandLinks } from './BrandLinks';
import { usePartStyles } from './partStyles';

/**
 * Every account screen, in the order a golfer looks for them; the brand's switches hide some
 * (their own, or the screen's in viewFeatures).
 */
const LINKS: ReadonlyArray<readonly [view: string, feature?: 'priceAlerts' | 'deleteUser']> = [
  ['bookings'],
  ['payment-methods'],
  ['favorites'],
  ['price-alerts', 'priceAlerts'],
  ['personal-info'],
  ['my-profile'],
  ['golfer-stats'],
  ['account-settings'],
  ['edit-password'],
  ['communication-preferences'],
  ['message-preferences'],
  ['network-offers'],
  ['partner-offers'],
  ['delete', 'deleteUser'],
];

/** The first tab of the screens that have tabs. */
const START_PARAMS: Readonly<Record<string, Record<string, string>>> = {
  bookings: { status: 'upcoming' },
  'network-offers': { offerStatus: 'available' },
};

/** The account's home: who is signed in, their membership, every account screen, sign-out. */
export function AccountSummary({ navigate, leave }: ScreenProps) {
  const { api, brand } = useWidget();
  const p = usePartStyles();
  const user = useSession().user;
  const member = !!(user?.hasNetworkMembership || user?.membership);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const sellsMembership = ['membership', 'networkMembership', 'showNetworkSales'].some((f) =>
    brand.features.has(f as 'membership'),
  );
  return (
    <div className={p}>
      <div className="tt-row">
        <Avatar user={user} />
        <div>
          <p>
            <strong>{name || 'Golfer'}</strong>
          </p>
          <p className="tt-muted">{user?.email}</p>
          <p>
            {member ? 'Member: member rates and price alerts' : 'No membership'}
            {!member && sellsMembership && (
              <>
                {' · '}
                <button type="button" className="tt-link" onClick={() => leave('/membership')}>
                  See the membership
                </button>
              </>
            )}
          </p>
        </div>
      </div>
      <nav aria-label="Account">
        <ul className="tt-items">
          {LINKS.map(([view, f]) => [view, f ?? VIEW_FEATURES[view]] as const)
            .filter(([, f]) => !f || isFeatureOn(brand, f))
            .map(([view]) => (
              <li key={view}>
                <button
                  type="button"
                  className="tt-link"
                  onClick={() => navigate(view, START_PARAMS[view] ?? {})}
                >
                  {findRoute(view)?.title}
                </button>
              </li>
            ))}
          <BrandLinks leave={leave} />
        </ul>
      </nav>
      <button
        type="button"
        className="tt-button tt-secondary"
        onClick={() => {
          void getSession().signOut(api);
          navigate('sign-in');
        }}
      >
        Sign out
      </button>
    </div>
  );
}
