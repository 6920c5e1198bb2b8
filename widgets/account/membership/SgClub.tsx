import type { ScreenProps } from '../types';
import { MembershipAccount } from './MembershipAccount';

/**
 * The golfer's club in the account (`/my-account/sg-club`; spec 02 §2 lists it without showing
 * it). The club is the network membership, so this is the membership account — where the golfer
 * stands (plan, renewal or end date, card) and the next step: manage, cancel or keep it, renew it,
 * or, for a golfer without one, the way to join — followed by the club's page (`/sg-club`) on
 * the marketplace, which links the club's terms (`/sg-club-terms-and-conditions`).
 */
export function SgClub(props: ScreenProps) {
  const { leave } = props;
  return (
    <>
      <MembershipAccount {...props} />
      <p>
        <button type="button" className="tt-link" onClick={() => leave('/sg-club')}>
          About the club and its terms
        </button>
      </p>
    </>
  );
}
