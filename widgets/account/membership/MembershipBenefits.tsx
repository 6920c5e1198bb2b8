import { useEffect } from 'react';
import { useRequest } from '../../../src/ui/useRequest';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import { usePartStyles } from '../screens/partStyles';
import type { ScreenProps } from '../types';
import type { Plan } from './membershipTypes';
import { Loaded, price } from './parts';

interface Benefits {
  courseName?: string;
  isMember: boolean;
  benefits: string[];
  offers: { id: string; title: string }[];
}

interface Upsell {
  title: string;
  message: string;
  plans: Plan[];
  brandSells: boolean;
}

/**
 * The member benefits page of the mobile app (spec 02 §2 /network-membership-benefits/{courseId}):
 * a course's benefits and the upsell (its plans) for a golfer who is not a member; without a
 * courseId, the network's benefits and plans. `crossPressed=true` (the app's close button) sends
 * the web view to /web-view-done, the page the app closes it on.
 */
export function MembershipBenefits({ params, navigate, leave, locale }: ScreenProps) {
  const { api } = useWidget();
  const member = !!useSession().user?.hasNetworkMembership;
  const closed = params.crossPressed === 'true';
  useEffect(() => {
    if (closed) leave('/web-view-done');
  }, [closed, leave]);
  const id = params.courseId ? encodeURIComponent(params.courseId) : '';
  const data = useRequest(
    (signal): Promise<[Benefits, Upsell]> =>
      id
        ? Promise.all([
            api.get(`v6/courses/${id}/membership_benefits`, { signal }),
            api.get(`v6/courses/${id}/membership-upsell`, { signal }),
          ])
        : api.get('v6/network_memberships/plans', { signal }).then(({ plans, benefits }) => [
            { isMember: member, benefits, offers: [] },
            { title: '', message: '', plans, brandSells: true },
          ]),
    [api, id, member],
  );
  return (
    <div className={usePartStyles()}>
      <Loaded req={data} what="the member benefits">
        {([b, up]) => (
          <>
            {b.courseName && <h3>At {b.courseName}</h3>}
            <ul>
              {[...b.benefits, ...b.offers.map((o) => o.title)].map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
            {b.isMember ? (
              <p>You are a member: these are yours.</p>
            ) : (
              up.brandSells && (
                <>
                  {up.title && <h3>{up.title}</h3>}
                  {up.message && <p>{up.message}</p>}
                  <p>From {up.plans[0] && price(up.plans[0], locale)}.</p>
                  <button type="button" className="tt-button" onClick={() => navigate('membership-join')}>
                    Join the network
                  </button>
                </>
              )
            )}
          </>
        )}
      </Loaded>
    </div>
  );
}
