import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ScreenProps } from '../types';
import { Loaded } from './parts';

/** The golfvantage page: who GolfVantage is, and the member's link to it (a new tab). */
export function GolfVantage({ navigate }: ScreenProps) {
  const { api } = useWidget();
  const url = useRequest(
    (signal) => api.get('v6/network_memberships/golf_vantage_url', { signal }).then((a) => a.golfVantageUrl),
    [api],
  );
  return (
    <Loaded req={url} what="your GolfVantage link">
      {(href) => (
        <>
          <p>
            GolfVantage is our golf travel partner: members book golf trips, stays and lessons there at member
            prices. The link signs you in with your membership.
          </p>
          <p>
            <a className="tt-button" href={href} target="_blank" rel="noopener noreferrer">
              Open GolfVantage (new tab)
            </a>{' '}
            <button type="button" className="tt-link" onClick={() => navigate('membership-account')}>
              Back to my membership
            </button>
          </p>
        </>
      )}
    </Loaded>
  );
}
