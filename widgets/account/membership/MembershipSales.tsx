import { useEffect } from 'react';
import { salesOpen } from '../../../src/domain/account/membership';
import { useRequest } from '../../../src/ui/useRequest';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import { usePartStyles } from '../screens/partStyles';
import type { ScreenProps } from '../types';
import { NotFound } from '../views/NotFound';
import type { NetworkCourse, Plan, Vendor } from './membershipTypes';
import { CourseItems } from './NetworkCourses';
import { Loaded, price } from './parts';

interface Sales {
  open: boolean;
  plans: Plan[];
  benefits: string[];
  courses: NetworkCourse[];
  vendors: Vendor[];
}

/**
 * The sales page (spec 02 §2): open with the networkMembership or showNetworkSales feature and the
 * site's membership on (GET v6/status/site, asked only when the brand sells the membership); plans,
 * golf-club courses and partner vendors. Closed (the feature-off rule): the element's not-found.
 * Members go to their account.
 */
export function MembershipSales({ navigate, leave, locale }: ScreenProps) {
  const { api, brand } = useWidget();
  const user = useSession().user;
  const member = !!user?.hasNetworkMembership;
  useEffect(() => {
    if (member) navigate('membership-account');
  }, [member, navigate]);
  const sales = useRequest<Sales>(
    async (signal) => {
      // The brand first: a brand that does not sell the membership never asks for the site status.
      // Its own call, not the shared 15-minute cache (getSiteStatus): that cache costs ~420 B gzip,
      // more than the account's 55 KB budget leaves (measured in the README).
      const open =
        salesOpen(brand.features, true) &&
        (await api.get('v6/status/site', { signal })).networkMembershipEnabled === true;
      if (!open) return { open } as Sales;
      const [plans, club, vendors] = await Promise.all([
        api.get('v6/network_memberships/plans', { signal }),
        api.get('v6/network_memberships/courses', {
          signal,
          params: { golfClub: true },
        }),
        api.get('v6/vendors/public', { signal }),
      ]);
      return { open, ...plans, courses: club.courses, vendors: vendors.vendors };
    },
    [api, brand],
  );
  return (
    <div className={usePartStyles()}>
      <Loaded req={sales} what="the membership">
        {(s) =>
          !s.open ? (
            <NotFound navigate={navigate} />
          ) : (
            <>
              <ul>
                {s.benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
              <h3>Plans</h3>
              <ul className="tt-items">
                {s.plans.map((p) => (
                  <li key={p.id}>
                    <p>
                      <strong>{p.name}</strong> {price(p, locale)}
                    </p>
                    <button
                      type="button"
                      className="tt-button"
                      onClick={() => navigate('membership-purchase', { planId: p.id })}
                    >
                      Join {p.interval}
                    </button>
                  </li>
                ))}
              </ul>
              <h3>Golf-club courses</h3>
              <CourseItems courses={s.courses} leave={leave} />
              <button type="button" className="tt-link" onClick={() => navigate('network-courses')}>
                See all network courses
              </button>
              <h3>Partners</h3>
              <ul className="tt-items">
                {s.vendors.map((v) => (
                  <li key={v.id}>
                    <p>
                      <strong>{v.name}</strong>
                    </p>
                    <p className="tt-muted">{v.description}</p>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </Loaded>
    </div>
  );
}
