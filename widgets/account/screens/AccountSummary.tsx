import { isFeatureOn } from '../../../src/core/features';
import { getSession } from '../../../src/core/session';
import { findRoute } from '../../../src/domain/account/accountRoutes';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ScreenProps } from '../types';
import { Avatar } from './Avatar';
import { usePartStyles } from './partStyles';

/** Every account screen, in the order a golfer looks for them; the brand's switches hide some. */
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
  ['delete', 'deleteUser'],
];

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
          {LINKS.filter(([, f]) => !f || isFeatureOn(brand, f)).map(([view]) => (
            <li key={view}>
              <button
                type="button"
                className="tt-link"
                onClick={() => navigate(view, view === 'bookings' ? { status: 'upcoming' } : {})}
              >
                {findRoute(view)?.title}
              </button>
            </li>
          ))}
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
