import { useEffect, useState } from 'react';
import { isFeatureOn } from '../../../src/core/features';
import { getPosition, type GeoPosition } from '../../../src/core/geolocation';
import { siteHref } from '../../../src/core/siteUrl';
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

/** GET `path` once `on`, again when `deps` change. */
function useGet<T>(path: string, on: boolean, params?: Record<string, unknown>, deps: unknown[] = []) {
  const { api } = useWidget();
  return useRequest((signal) => api.get<T>(path, { params, signal }), [api, ...deps], on);
}

/**
 * The start view under the form (spec 01 §2, home): the home banner, the running contest
 * (featuredContests feature), featured courses near the golfer once their position is known
 * (else near the marketplace's home town), and golf-club courses for golfers who are not network
 * members where the membership is on (the brand's switch, which the site status answers). A part
 * that fails or is empty is left out.
 */
export function Home({ selectCourse }: { selectCourse: (c: CourseChoice) => void }) {
  const { brand, siteUrl } = useWidget();
  const user = useSession().user;
  // Waits for the golfer's position: null once it is known not to be available.
  const [position, setPosition] = useState<GeoPosition | null>();
  useEffect(() => {
    getPosition().then(setPosition, () => setPosition(null));
  }, []);
  const banner = useGet<{ marketingBanner: Banner | null }>('v6/marketing_banner', true, { context: 'home' });
  const contests = useGet<{ contests: { id: string; title: string; description?: string }[] }>(
    'v6/contests',
    isFeatureOn(brand, 'featuredContests'),
  );
  const at = position && { lat: position.latitude, lon: position.longitude };
  const near = useGet<{ courses: ListCourse[]; place: string }>(
    'v6/featured_courses/near_you',
    position !== undefined,
    { ...at, limit: HOME_COURSES },
    [position],
  );
  const first = near.data?.courses[0];
  const area = at ?? (first ? { lat: first.latitude, lon: first.longitude } : undefined);
  const club = useGet<{ locationResults: ListCourse[] }>(
    'v6/courses/location_list',
    !!area && showsGolfClubCourses(isFeatureOn(brand, 'networkMembership'), user),
    { ...area, networkMembershipOnly: true },
    [area?.lat, area?.lon],
  );

  const list = (id: string, title: string, courses: ListCourse[] = []) =>
    courses.length > 0 && (
      <section className="tt-panel" aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        <ul>
          {courses.slice(0, HOME_COURSES).map((c) => (
            <li key={c.id}>
              <button type="button" className="tt-link" onClick={() => selectCourse(c)}>
                {c.name}
              </button>{' '}
              {c.addressCity}, {c.addressState}
            </li>
          ))}
        </ul>
      </section>
    );
  const b = banner.data?.marketingBanner;
  const contest = contests.data?.contests[0];
  return (
    <div className="tt-home">
      {b && (
        <aside className="tt-banner" aria-label="Featured">
          <strong>{b.title}</strong> {b.body}{' '}
          {b.linkUrl && <a href={siteHref(siteUrl, b.linkUrl)}>{b.cta}</a>}
        </aside>
      )}
      {contest && (
        <section className="tt-panel" aria-labelledby="tt-contest">
          <h2 id="tt-contest">{contest.title}</h2>
          <p>{contest.description}</p>
        </section>
      )}
      {near.status !== 'done' && near.status !== 'error' && (
        <Skeleton rows={2} label="Finding courses near you" />
      )}
      {list('tt-near', `Courses near ${near.data?.place}`, near.data?.courses)}
      {list('tt-club', 'Golf club courses: member rates, no booking fees', club.data?.locationResults)}
    </div>
  );
}
