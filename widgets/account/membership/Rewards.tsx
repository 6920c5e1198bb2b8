import { useEffect } from 'react';
import { guardFeature } from '../../../src/core/features';
import { formatPrice } from '../../../src/domain/format';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ScreenProps } from '../types';
import { Loaded } from './parts';
import { ReferralInvite } from './ReferralInvite';

/** Rewards (rewardsAccumulation feature; otherwise the account summary after 100 ms): points and the profile link. */
export function Rewards({ navigate, leave, locale }: ScreenProps) {
  const { api, brand } = useWidget();
  useEffect(
    () => guardFeature(brand, 'rewardsAccumulation', () => navigate('account-summary')),
    [brand, navigate],
  );
  const data = useRequest(
    (signal) =>
      Promise.all([
        api.get('v6/users/rewards_points', { signal }),
        api.get('v6/users/rewards_profile_urls', { signal }),
      ]),
    [api],
  );
  return (
    <Loaded req={data} what="your rewards">
      {([points, profile]) => (
        <>
          <p>
            You have <strong>{points.rewardsPoints.toLocaleString(locale)} points</strong>, worth{' '}
            {formatPrice(points.rewardsValue, locale)} off your next booking.
          </p>
          <p>Every booking earns points; use them at checkout.</p>
          <p>
            <button type="button" className="tt-link" onClick={() => leave(profile.rewardsProfileUrl)}>
              Your rewards profile
            </button>{' '}
            <button type="button" className="tt-link" onClick={() => navigate('rewards-terms')}>
              Rewards terms and conditions
            </button>
          </p>
          <ReferralInvite />
        </>
      )}
    </Loaded>
  );
}
