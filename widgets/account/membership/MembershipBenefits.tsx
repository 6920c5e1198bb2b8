import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { usePartStyles } from '../screens/partStyles';
import type { ScreenProps } from '../types';
import type { Plan } from './membershipTypes';
import { Loaded, price } from './parts';

interface Benefits {
  courseName: string;
  isMember: boolean;
  benefits: string[];
  offers: { id: string; title: string }[];
}

/** A course's membership benefits, and the upsell (its plans) for a golfer who is not a member. */
export function MembershipBenefits({ params, navigate, locale }: ScreenProps) {
  const { api } = useWidget();
  const id = encodeURIComponent(params.courseId ?? '');
  const data = useRequest(
    (signal) =>
      Promise.all([
        api.get<Benefits>(`v6/courses/${id}/membership_benefits`, { signal }),
        api.get<{ title: string; message: string; plans: Plan[]; brandSells: boolean }>(
          `v6/courses/${id}/membership-upsell`,
          { signal },
        ),
      ]),
    [api, id],
  );
  return (
    <div className={usePartStyles()}>
      <Loaded req={data} what="the member benefits">
        {([b, up]) => (
          <>
            <h3>At {b.courseName}</h3>
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
                  <h3>{up.title}</h3>
                  <p>{up.message}</p>
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
