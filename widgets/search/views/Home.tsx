import { useEffect, useState } from 'react';
import type { Answer, AnswerFor, CallPath, ParamsFor } from '../../../src/core/api/apiPaths';
import { isFeatureOn } from '../../../src/core/features';
import { getPosition, type GeoPosition } from '../../../src/core/geolocation';
import { siteHref } from '../../../src/core/siteUrl';
import { formatDate, formatPrice } from '../../../src/domain/format';
import {
  contestPrize,
  HOME_COURSES,
  homePrice,
  showsGolfClubCourses,
} from '../../../src/domain/search/homeRules';
import { LOCATION_LIST_PATH } from '../../../src/domain/search/toApiParams';
import { RequestErrorNotice } from '../../../src/ui/RequestErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ListCourse } from '../types';
import type { CourseChoice } from '../useGo';
import { HomeSuggestCourse } from './HomeSuggestCourse';

/** A course of GET v6/featured_courses/near_you. */
type FeaturedCourse = Answer<'get', 'v6/featured_courses/near_you'>['courses'][number];

/** GET `path` once `on`, again when `deps` change. */
function useGet<P extends CallPath<'get'>>(
  path: P,
  on: boolean,
  params?: ParamsFor<'get', P>,
  deps: unknown[] = [],
) {
  const { api } = useWidget();
  // The call's types are useGet's (checked where it is called); here they are too deep to relate.
  const get = api.get as unknown as (path: P, opts: object) => Promise<AnswerFor<'get', P>>;
  return useRequest((signal) => get(path, { params, signal }), [api, ...deps], on);
}

/**
 * The start view under the form (spec 01 §2, home): the home banner, the running contest
 * (featuredContests feature: its prize, end date and how to enter), featured courses near the
 * golfer once their position is known (else near the marketplace's home town) with their price
 * per player, golf-club courses for golfers who are not network members where the membership is
 * on, "Suggest a course" and the app link. A course name opens the course as a result card does.
 */
export function Home({ selectCourse, locale }: { selectCourse: (c: CourseChoice) => void; locale?: string }) {
  const { brand, siteUrl } = useWidget();
  const user = useSession().user;
  // Waits for the golfer's position: null once it is known not to be available.
  const [position, setPosition] = useState<GeoPosition | null>();
  useEffect(() => {
    getPosition().then(setPosition, () => setPosition(null));
  }, []);
  const banner = useGet('v6/marketing_banner', true, { context: 'home' });
  const contests = useGet('v6/contests', isFeatureOn(brand, 'featuredContests'));
  const app = useGet('v6/firebase/dynamic_link', true, { link: '/' });
  const at = position && { lat: position.latitude, lon: position.longitude };
  const near = useGet(
    'v6/featured_courses/near_you',
    position !== undefined,
    { ...at, limit: HOME_COURSES },
    [position],
  );
  const first = near.data?.courses[0];
  const area = at ?? (first ? { lat: first.latitude, lon: first.longitude } : undefined);
  const club = useGet(
    LOCATION_LIST_PATH,
    !!area && showsGolfClubCourses(isFeatureOn(brand, 'networkMembership'), user),
    { ...area, networkMembershipOnly: true },
    [area?.lat, area?.lon],
  );

  const list = (courses: readonly (ListCourse | FeaturedCourse)[]) => (
    <ul className="tt-home-list">
      {courses.slice(0, HOME_COURSES).map((c) => {
        const price = homePrice(c);
        return (
          <li key={c.id}>
            <button type="button" className="tt-link" onClick={() => selectCourse(c)}>
              {c.name}
            </button>
            <span>
              {[c.addressCity, c.addressState].filter(Boolean).join(', ')}
              {price !== null && (
                <>
                  {' · from '}
                  <strong>{formatPrice(price, locale)}</strong> per player
                </>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
  const b = banner.data?.marketingBanner;
  const contest = contests.data?.contests[0];
  const clubCourses = club.data?.locationResults ?? [];
  return (
    <div className="tt-home">
      {b && (
        <aside className="tt-banner" aria-label="Featured">
          <strong>{b.title}</strong> {b.body}{' '}
          {b.linkUrl && (
            <a className="tt-button tt-secondary" href={siteHref(siteUrl, b.linkUrl)}>
              {b.cta}
            </a>
          )}
        </aside>
      )}
      {contests.status === 'loading' && <Skeleton rows={2} label="Loading the contest" />}
      {contest && (
        <section className="tt-banner" aria-labelledby="tt-contest">
          <h2 id="tt-contest">{contest.title}</h2>
          <p>
            {contest.prize && <strong>{contestPrize(contest.prize)}</strong>}
            {contest.endsAt &&
              ` · Ends ${formatDate(contest.endsAt.slice(0, 10), locale, { weekday: undefined })}`}
          </p>
          <p>{contest.description}</p>
          <button
            type="button"
            className="tt-button"
            onClick={(e) =>
              (e.currentTarget.getRootNode() as ParentNode)
                .querySelector<HTMLInputElement>('input[role=combobox]')
                ?.focus()
            }
          >
            Find a tee time to enter
          </button>
        </section>
      )}
      <section aria-labelledby="tt-near">
        <h2 id="tt-near">Courses near {near.data?.place ?? 'you'}</h2>
        {near.status === 'error' ? (
          <RequestErrorNotice
            message="We couldn't load the courses near you. Check your connection and try again."
            onRetry={near.reload}
            error={near.error}
          />
        ) : near.status !== 'done' ? (
          <Skeleton rows={HOME_COURSES} label="Finding courses near you" />
        ) : near.data?.courses.length ? (
          list(near.data.courses)
        ) : (
          <p>No featured courses near you yet. Search a city, course or zip code above.</p>
        )}
      </section>
      {clubCourses.length > 0 && (
        <section aria-labelledby="tt-club">
          <h2 id="tt-club">Golf club courses: member rates, no booking fees</h2>
          {list(clubCourses)}
        </section>
      )}
      <HomeSuggestCourse />
      {app.data && (
        <p>
          On your phone? <a href={app.data.shortLink}>Open {brand.name} in the app</a>
        </p>
      )}
    </div>
  );
}
