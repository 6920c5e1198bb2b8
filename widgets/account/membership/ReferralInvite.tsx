import { useId, useState } from 'react';
import { isFeatureOn } from '../../../src/core/features';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';

/**
 * rewardsReferral (docs/brands.md): the rewards screen's "Invite a friend" link, the sign-up page
 * with the golfer's referral code (`?referral_code=`, which sign-up sends as its
 * `referralAttributes`). The golfer's account id is their code.
 */
export function ReferralInvite() {
  const { brand } = useWidget();
  const user = useSession().user;
  const id = useId();
  const [said, setSaid] = useState('');
  if (!isFeatureOn(brand, 'rewardsReferral') || !user) return null;
  const link = `${location.origin}/sign-up?referral_code=${encodeURIComponent(String(user.id))}`;
  return (
    <section aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Invite a friend</h3>
      <p>Share your link: a friend who creates an account with it brings you both points.</p>
      <label htmlFor={`${id}-link`}>Your invitation link</label>{' '}
      <input id={`${id}-link`} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />{' '}
      <button
        type="button"
        className="tt-button tt-secondary"
        onClick={() =>
          navigator.clipboard.writeText(link).then(
            () => setSaid('Link copied.'),
            () => setSaid('Select the link and copy it.'),
          )
        }
      >
        Copy link
      </button>
      <p role="status">{said}</p>
    </section>
  );
}
