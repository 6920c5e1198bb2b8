import { useEffect, useState } from 'react';
import { isFeatureOn } from '../../../src/core/features';
import { getPosition, type GeoPosition } from '../../../src/core/geolocation';
import { getSiteStatus } from '../../../src/core/siteStatus';
import { formatPrice } from '../../../src/domain/format';
import { HOME_COURSES, showsGolfClubCourses } from '../../../src/domain/search/homeRules';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ListCourse } from '../types';
import type { CourseChoice } from '../useGo';

interface Banner {
  title: string;
  body?: string;
  cta?: string;
  linkUrl?: string;
}
interface Contest {
  id: string;
  title: string;
  description?: string;
  prize?: string;
}

interface Props {
  locale?: string;
  selectCourse: (c: CourseChoice) => void;
}

/**
 * The start view under the form (spec 01 §2, home): the home banner, the running contest
 * (featuredContests feature), featured courses near the golfer once their position is known
 * (else near the marketplace's home town), and, for golfers who are not network members where the
 * membership is on, golf-club courses. Each part that fails or is empty is left out.
 */
export function Home({ locale, selectCourse }: Props) {
  const { api, brand, siteUrl } = useWidget();
  const user = useSession().user;
  // Waits for the golfer's position: null once it is known not to be available.
  const [position, setPosition] = useState<GeoPosition | null>();
  useEffect(() => {
    getPosition().then(setPosition, () => setPosition(null));
  }, []);
  const banner = useRequest(
    (signal) =>
      api.get<{ marketingBanner: Banner | null }>('v6/marketing_banner', {
        params: { context: 'home' },
        signal,
      }),
    [api],
  );
  const contests = useRequest(
    (signal) => api.get<{ contests: Contest[] }>('v6/contests', { signal }),
    [api],
    isFeatureOn(brand, 'featuredContests'),
  );
  const at = position ? { lat: position.latitude, lon: position.longitude } : {};
  const near = useRequest(
    (signal) =>
      api.get<{ courses: ListCourse[]; place: string }>('v6/featured_courses/near_you', {
        params: { ...at, limit: HOME_COURSES },
        signal,
      }),
    [api, position],
    position !== undefined,
  );
  const [club, setClub] = useState(false);
  useEffect(() => {
    getSiteStatus(api).then(
      (s) => setClub(showsGolfClubCourses(s.networkMembershipEnabled, user)),
      () => setClub(false),
    );
  }, [api, user]);
  const first = near.data?.courses[0];
  const area = position ?? (first?.latitude !== undefined ? first : null);
  const clubCourses = useRequest(
    (signal) =>
      api.get<{ locationResults: ListCourse[] }>('v6/courses/location_list', {
        params: { lat: area?.latitude, lon: area?.longitude, networkMembershipOnly: true },
        signal,
      }),
    [api, area?.latitude, area?.longitude],
    club && !!area,
  );

  const list = (id: string, title: string, courses: ListCourse[]) => (
    <section className="tt-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="tt-home-list">
        {courses.slice(0, HOME_COURSES).map((c) => (
          <li key={c.id}>
            <button type="button" className="tt-link" onClick={() => selectCourse(c)}>
              {c.name}
            </button>{' '}
            {[c.addressCity, c.addressState].filter(Boolean).join(', ')}
            {typeof c.minRegularRate === 'number' && ` · from ${formatPrice(c.minRegularRate, locale)}`}
          </li>
        ))}
      </ul>
    </section>
  );
  const b = banner.data?.marketingBanner;
  const contest = contests.data?.contests[0];
  return (
    <div className="tt-home" aria-label="Golf near you">
      {b && (
        <aside className="tt-banner" aria-label="Featured">
          <strong>{b.title}</strong> {b.body}{' '}
          {b.linkUrl && b.cta && <a href={new URL(b.linkUrl, siteUrl).href}>{b.cta}</a>}
        </aside>
      )}
      {contest && (
        <section className="tt-panel" aria-labelledby="tt-contest">
          <h2 id="tt-contest">{contest.title}</h2>
          {contest.description && <p>{contest.description}</p>}
          {contest.prize && <p>Prize: {contest.prize}</p>}
        </section>
      )}
      {near.status !== 'done' && near.status !== 'error' && (
        <Skeleton rows={2} label="Finding courses near you" />
      )}
      {!!near.data?.courses.length && list('tt-near', `Courses near ${near.data.place}`, near.data.courses)}
      {!!clubCourses.data?.locationResults.length &&
        list('tt-club', 'Golf club courses: member rates, no booking fees', clubCourses.data.locationResults)}
    </div>
  );
}
