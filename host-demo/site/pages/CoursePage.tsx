import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { isFeatureOn } from '../../../src/core/features';
import { REVIEW_THANKS } from '../../../src/domain/account/reviewModeration';
import { COURSE_FILTER_KEYS, courseTab } from '../../../src/domain/site/sitePaths';
import { DealOffer } from './DealOffer';
import { useTitle } from '../shell/PageFrame';
import { Spinner } from '../shell/Spinner';
import { useSite } from '../shell/siteContext';
import { useSiteData } from '../shell/useSiteData';
import { SimilarCourses } from './SimilarCourses';

/**
 * The course page `/explore/{country}/{state}/{city}/{courseId}` and its /details, /reviews,
 * /review/new and /reviews/{id} sub-paths: `<teetime-picker course-id tab>`. /reviews itself goes
 * to the course page with tab=reviews; an unknown course goes to /not-found. `/courses/{courseId}`
 * (a link that knows only the course's id: a deal on a media site, a partner's search) goes to the
 * course's own URL, query kept. A next-time chip's `?date=…&time=HH:MM` opens that tee time, a
 * deal's `?rateType=…` its rate and `?dealId=…` shows the deal with its price above the tee times;
 * the search's filters (`minHour`, `maxHour`, `minPrice`, `maxPrice`, `networkMembershipOnly`) stay
 * on the tee times. A review just sent (`/reviews?written=1`) shows the thank-you above the Reviews tab. Below the
 * picker, "Similar courses nearby" (GET v6/courses/{id}/similar); a 404 there is the not-found
 * page too (spec 01 §8).
 */
export function CoursePage() {
  const { brand } = useSite();
  const { country = '', state = '', city = '', courseId = '' } = useParams();
  const { pathname, search } = useLocation();
  const [query] = useSearchParams();
  const base = `/explore/${country}/${state}/${city}/${courseId}`;
  const sub = pathname.slice(base.length).replace(/\/+$/, '');
  const { data, status } = useSiteData(`v6/courses/${encodeURIComponent(courseId)}`);
  const date = query.get('date') ?? undefined;
  const players = Number(query.get('players')) || undefined;
  // Similar courses (spec 01 §7), on the page's date; a course it does not find is not found (§8).
  const similar = useSiteData(`v6/courses/${encodeURIComponent(courseId)}/similar`, {
    ...(date ? { date } : {}),
    ...(players ? { qty: players } : {}),
  });
  useTitle(data?.course.name);

  // A course known by its id alone: its page at the place's URL (replacing this entry).
  if (!country && data) return <Navigate to={`${data.course.hierarchizedUrl}${search}`} replace />;
  // A review just sent (`written`, from <teetime-account>) keeps its thank-you on the tab.
  if (sub === '/reviews')
    return <Navigate to={`${base}?tab=reviews${query.get('written') ? '&written=1' : ''}`} replace />;
  if (status === 404 || status === 422 || similar.status === 404) return <Navigate to="/not-found" replace />;
  if (!country) return <Spinner label="Loading the course" />;
  const course = data?.course;
  const tab = courseTab(sub, query.get('tab'));
  const dealId = query.get('dealId');
  // The search's narrowed filters, as the picker's attributes (min-hour=15 …).
  const filters = Object.fromEntries(
    COURSE_FILTER_KEYS.flatMap((k) => {
      const v = query.get(k);
      return v === null ? [] : [[k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), v]];
    }),
  );
  return (
    <>
      {isFeatureOn(brand, 'breadcrumbs') && (
        <nav aria-label="Breadcrumb" className="breadcrumbs">
          <ol>
            <li>
              <Link to={`/explore/${country}`}>{country.toUpperCase()}</Link>
            </li>
            <li>
              <Link to={`/explore/${country}/${state}`}>{state.toUpperCase()}</Link>
            </li>
            <li>
              <Link to={`/explore/${country}/${state}/${city}`}>{course?.addressCity ?? city}</Link>
            </li>
            <li aria-current="page">{course?.name ?? 'Course'}</li>
          </ol>
        </nav>
      )}
      {/* The picker shows the course's name, address and photo; the page heading is for screen readers. */}
      <h1 className="visually-hidden">
        {course ? `${course.name}, ${course.addressCity}, ${course.addressState}` : 'Course'}
      </h1>
      {!course && status === 0 && <Spinner label="Loading the course" />}
      {tab === 'reviews' && query.get('written') && <ReviewThanks />}
      {dealId && <DealOffer dealId={dealId} courseId={courseId} />}
      <div className="panel widget-panel">
        <teetime-picker
          key={courseId}
          brand={brand.id}
          course-id={courseId}
          tab={tab}
          date={query.get('date') ?? undefined}
          time={query.get('time') ?? undefined}
          rate-type={query.get('rateType') ?? undefined}
          players={query.get('players') ?? undefined}
          holes={query.get('holes') ?? undefined}
          {...filters}
          {...(query.get('isAnchoredTeeTime') === 'true' ? { 'is-anchored-tee-time': '' } : {})}
        />
      </div>
      <SimilarCourses courses={similar.data?.similarCourses ?? []} date={date} players={players} />
    </>
  );
}

/** The thank-you after a review is sent, read out and focused (the form the golfer left is gone). */
function ReviewThanks() {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <p ref={notice} tabIndex={-1} role="status" className="panel site-notice">
      {REVIEW_THANKS}
    </p>
  );
}
