import { useEffect } from 'react';
import { salesOpen, yearlySaving } from '../../../src/domain/account/membership';
import { formatPrice } from '../../../src/domain/format';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import { usePartStyles } from '../screens/partStyles';
import type { ScreenProps } from '../types';
import { NotFound } from '../views/NotFound';
import type { Plan, Vendor } from './membershipTypes';
import { NearPlaceForm } from './NearPlaceForm';
import { CourseItems } from './NetworkCourses';
import { Loaded, planWord } from './parts';
import { useMembershipStyles } from './useMembershipStyles';
import { useNearPlace } from './useNearPlace';

interface Sales {
  open: boolean;
  plans: Plan[];
  benefits: string[];
  vendors: Vendor[];
}

/**
 * The sales page (spec 02 §2): open with the networkMembership or showNetworkSales feature and the
 * site's membership on (GET v6/status/site, asked only when the brand sells the membership); the
 * benefits, the plans side by side with what a year saves (yearlySaving), the 3 network courses
 * nearest the golfer (useNearPlace: a typed place, their position, else their home city) and
 * partner vendors. Closed (the feature-off rule): the element's not-found. Members go to their account.
 */
export function MembershipSales({ navigate, leave, locale }: ScreenProps) {
  const { api, brand } = useWidget();
  const m = useMembershipStyles();
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
      const [plans, vendors] = await Promise.all([
        api.get('v6/network_memberships/plans', { signal }),
        api.get('v6/vendors/public', { signal }),
      ]);
      return { open, ...plans, vendors: vendors.vendors };
    },
    [api, brand],
  );
  const near = useNearPlace();
  const at = near.place.data;
  const courses = useRequest(
    (signal) =>
      api
        .get('v6/network_memberships/courses', {
          signal,
          params: { golfClub: true, latitude: at?.latitude, longitude: at?.longitude },
        })
        .then((a) => a.courses),
    [api, at],
    !!sales.data?.open && !!at,
  );
  const price = (n: number) => formatPrice(n, locale);
  return (
    <div className={`${usePartStyles()} ${m}`}>
      <Loaded req={sales} what="the membership">
        {(s) => {
          if (!s.open) return <NotFound navigate={navigate} />;
          const saving = yearlySaving(s.plans);
          return (
            <>
              <p className="tt-lead">
                One membership for every network course: member rates, price alerts and partner offers.
              </p>
              <ul className="tt-ticks">
                {s.benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
              <h3>Choose your plan</h3>
              <ul className="tt-plans">
                {s.plans.map((p) => {
                  const yearly = p.interval === 'annual';
                  const word = planWord(p);
                  return (
                    <li key={p.id} className={`tt-plan${yearly && saving ? ' tt-best' : ''}`}>
                      <h4>{yearly ? 'Yearly' : 'Monthly'}</h4>
                      {yearly && saving && <p className="tt-save">Save {price(saving.saving)}</p>}
                      <p className="tt-amount">
                        {price(p.billingPlan.amount)} <small>a {word}</small>
                      </p>
                      <p className="tt-muted">
                        {yearly && saving
                          ? `${price(saving.perMonth)} a month, against ${price(saving.monthlyYear)} a year paid monthly.`
                          : yearly
                            ? 'Paid once a year.'
                            : `${price(p.billingPlan.amount * 12)} over a year. Cancel anytime.`}
                      </p>
                      <button
                        type="button"
                        className={`tt-button${yearly ? '' : ' tt-secondary'}`}
                        onClick={() => navigate('membership-purchase', { planId: p.id })}
                      >
                        Join {yearly ? 'yearly' : 'monthly'}
                      </button>
                    </li>
                  );
                })}
              </ul>
              <h3>{at ? `Network courses near ${at.label}` : 'Network courses near you'}</h3>
              {!at && near.place.status === 'loading' && (
                <Skeleton rows={1} label="Finding courses near you" />
              )}
              {!at && near.place.status !== 'loading' && (
                <p>Tell us where you play and we show the network courses closest to you.</p>
              )}
              {at && (
                <Loaded req={courses} what="the courses near you">
                  {(list) => <CourseItems courses={list} leave={leave} />}
                </Loaded>
              )}
              <NearPlaceForm near={near} />
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
          );
        }}
      </Loaded>
    </div>
  );
}
