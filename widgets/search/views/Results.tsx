import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { ApiError, isMaintenanceError } from '../../../src/core/apiError';
import { takeAnswer } from '../../../src/core/preloads';
import { getPosition, type GeoPosition } from '../../../src/core/geolocation';
import { isFeatureOn, guardFeature } from '../../../src/core/features';
import type { CourseSort } from '../../../src/domain/search/constants';
import { activeFilterCount, clearFilters } from '../../../src/domain/search/filterChips';
import { courseList } from '../../../src/domain/search/courseList';
import { filtersToQuery } from '../../../src/domain/search/filtersQuery';
import { defaultSort, type CourseListKind } from '../../../src/domain/search/locationRoute';
import { appendPage, hasMore, listCounts } from '../../../src/domain/search/pagination';
import { searchSummary } from '../../../src/domain/search/searchSummary';
import type { SearchFilters, SearchLocation } from '../../../src/domain/search/searchFilters';
import { LOCATION_LIST_PATH, toApiParams } from '../../../src/domain/search/toApiParams';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { RequestErrorNotice } from '../../../src/ui/RequestErrorNotice';
import { today } from '../../../src/domain/format';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { quietFocus } from '../quietFocus';
import { filtersAtom, routeAtom, sortAtom } from '../store';
import type { ListCourse } from '../types';
import type { CourseChoice } from '../useGo';
import { replaceSearchQuery } from '../syncUrl';
import { CourseItems } from './CourseItems';
import { FilterPanel } from './FilterPanel';
import { InAppMessage } from './InAppMessage';
import { ResultsBar } from './ResultsBar';
import { FavoriteCity } from './FavoriteCity';

interface Props {
  list: CourseListKind;
  location: SearchLocation;
  syncUrl?: boolean;
  locale?: string;
  heading?: string;
  selectCourse: (c: CourseChoice) => void;
}

/** A course list: sort, filters, courses with deals and banners interleaved, 15 per page. */
export function Results({ list, location, syncUrl, locale, heading, selectCourse }: Props) {
  const { api, brand, emit, track } = useWidget();
  const [filters, setFilters] = useAtom(filtersAtom);
  const picked = useAtomValue(sortAtom);
  const setRoute = useSetAtom(routeAtom);
  const [extra, setExtra] = useState<{ key: string; courses: ListCourse[]; page: number }>();
  const [moreError, setMoreError] = useState('');
  const [loadingMore, setLoadingMore] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const allowed = list !== 'section' || isFeatureOn(brand, 'sectionCourses');
  useEffect(
    () => (allowed ? undefined : guardFeature(brand, 'sectionCourses', () => setRoute({ kind: 'notFound' }))),
    [allowed, brand, setRoute],
  );

  // Sections try the golfer's position (distances, nearest first); without it they sort by name.
  // The list waits for the answer (null = none), so it is asked for once, not twice with a flicker.
  const [position, setPosition] = useState<GeoPosition | null | undefined>(
    list === 'section' ? undefined : null,
  );
  useEffect(() => {
    if (list === 'section') getPosition().then(setPosition, () => setPosition(null));
  }, [list]);
  const sort: CourseSort =
    picked ??
    defaultSort(list, {
      searchedCourse: filters.searchedCourse,
      hasPosition: !!position || location.type === 'Current',
    });
  const f = { ...filters, location };
  const params = toApiParams(f, { sort, position: position ?? undefined });
  const key = JSON.stringify(params);
  const ready = allowed && position !== undefined;
  // The courses show in the list's first render when the element's first calls have them already;
  // else the call is sent as the list commits, not after a paint.
  const [answerIn] = useState(() =>
    ready ? takeAnswer(api, LOCATION_LIST_PATH, { params: { ...params } }) : undefined,
  );
  const first = useRequest(
    (signal) => api.get(LOCATION_LIST_PATH, { params: { ...params }, signal }),
    [key],
    ready,
    answerIn,
    true,
  );

  // The `search` tracking event is a search the golfer ran (place, date, players, holes of the
  // form), not every filter or sort change of its list.
  const run = JSON.stringify([location, filters.date, filters.players, filters.holes]);
  const tracked = useRef('');
  useEffect(() => {
    if (!ready) return;
    const date = filters.date ?? today();
    emit('teetime-search', { location, date, players: filters.players, holes: filters.holes });
    if (tracked.current !== run) track('search', { location: location.label ?? location.name, date });
    tracked.current = run;
    if (syncUrl) replaceSearchQuery(filtersToQuery(f, { sort: picked ?? undefined }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready]);
  useEffect(() => {
    const name = location.label ?? location.name;
    if (list === 'city') track('cityVisited', { city: name, hierarchizedUrl: location.hierarchizedUrl });
    if (list === 'state') track('stateVisited', { state: name, hierarchizedUrl: location.hierarchizedUrl });
    quietFocus(headingRef.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, location]);

  const missing = first.error instanceof ApiError && first.error.status === 404;
  useEffect(() => {
    if (missing) setRoute({ kind: 'notFound' });
  }, [missing, setRoute]);

  // A 503 shows the shell's maintenance notice, and useRequest runs the search again once the
  // API is back; meanwhile the list keeps its skeleton rather than an error of its own.
  const down = isMaintenanceError(first.error);
  const data = first.data;
  const more = extra?.key === key ? extra : undefined;
  let courses = appendPage(data?.locationResults ?? [], more?.courses ?? []);
  const shown = courses.length;
  const total = data?.total ?? 0;
  const pending = hasMore({ page: more?.page ?? 1, shown, total });
  if (!pending) courses = appendPage(courses, data?.coursesWithoutTeeTimes ?? []);
  // Deals (entries and hot-deal marks) only for brands with the dealsPage feature.
  const deals = isFeatureOn(brand, 'dealsPage') ? (data?.deals ?? []) : [];
  const counts = listCounts({ total, withoutTeeTimes: data?.coursesWithoutTeeTimes?.length ?? 0, shown });
  const items = courseList(courses, deals, { membershipBanners: isFeatureOn(brand, 'membership') });

  const loadMore = () => {
    const page = (more?.page ?? 1) + 1;
    setLoadingMore(true);
    setMoreError('');
    api
      .get(LOCATION_LIST_PATH, {
        params: { ...toApiParams(f, { sort, page, position: position ?? undefined }) },
      })
      .then(
        (answer) => {
          setExtra({ key, courses: appendPage(more?.courses ?? [], answer.locationResults), page });
          setLoadingMore(false);
        },
        (e: Error) => {
          setMoreError(e.message);
          setLoadingMore(false);
        },
      );
  };

  /** Courses the list would show with a draft of the filter drawer (its "Show N courses"). */
  const countFor = (draft: SearchFilters) =>
    api
      .get(LOCATION_LIST_PATH, {
        params: { ...toApiParams({ ...draft, location }, { sort, position: position ?? undefined }) },
      })
      .then(
        (a) =>
          listCounts({ total: a.total, withoutTeeTimes: a.coursesWithoutTeeTimes?.length ?? 0, shown: 0 })
            .count,
      );

  const title = heading ?? data?.content?.title ?? location.label ?? location.name ?? 'Golf courses';
  return (
    <section className="tt-results" aria-label="Search results">
      <h2 ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <FavoriteCity location={location} />
      <div className="tt-bar">
        <FilterPanel count={counts.count} countFor={countFor} />
        <ResultsBar sort={sort} />
      </div>
      <p role="status" className="tt-summary">
        {data && first.status !== 'loading'
          ? searchSummary({
              count: counts.count,
              location,
              date: filters.date,
              players: filters.players,
              holes: filters.holes,
              locale,
            })
          : ''}
      </p>
      {first.status === 'error' && first.error && !down && (
        <RequestErrorNotice message={first.error.message} onRetry={first.reload} error={first.error} />
      )}
      {(!data || !allowed) && (first.status !== 'error' || down) && (
        <Skeleton rows={4} label="Loading courses" />
      )}
      {/* Nothing found (the summary says so): the next step. */}
      {data && !courses.length && first.status === 'done' && (
        <p>
          {activeFilterCount(filters) ? (
            <button type="button" className="tt-button tt-secondary" onClick={() => setFilters(clearFilters)}>
              Clear the filters
            </button>
          ) : (
            'Try another date or place.'
          )}
        </p>
      )}
      {data && (
        <CourseItems
          items={items}
          busy={first.status === 'loading'}
          hotDeals={deals.map((d) => d.courseId)}
          banner={data.banners?.find((b) => /member/i.test(b.title))}
          locale={locale}
          selectCourse={selectCourse}
        />
      )}
      {moreError && <ErrorNotice message={moreError} onRetry={loadMore} />}
      {data && pending && (
        <button type="button" className="tt-button" disabled={loadingMore} onClick={loadMore}>
          {loadingMore ? 'Loading…' : counts.more}
        </button>
      )}
      {allowed && <InAppMessage searchKey={key} />}
    </section>
  );
}
