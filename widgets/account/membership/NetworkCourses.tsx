import { useEffect, useState } from 'react';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { usePartStyles } from '../screens/partStyles';
import type { ScreenProps } from '../types';
import type { NetworkCourse } from './membershipTypes';
import { NearPlaceForm } from './NearPlaceForm';
import { Loaded } from './parts';
import { useMembershipStyles } from './useMembershipStyles';
import { useNearPlace } from './useNearPlace';

const PER_PAGE = 12;

/** Network courses, each opening its marketplace page (the sales page's golf club, the full list). */
export function CourseItems({ courses, leave }: { courses: NetworkCourse[]; leave: ScreenProps['leave'] }) {
  return (
    <ul className="tt-items">
      {courses.map((c) => (
        <li key={c.id}>
          <button type="button" className="tt-link" onClick={() => leave(c.url)}>
            {c.name}
          </button>{' '}
          <span className="tt-muted">
            {c.addressCity}, {c.addressState}
            {c.distance != null && ` · ${c.distance} mi away`}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The network's courses, nearest the golfer first when their place is known (useNearPlace), a page
 * of 12 at a time: "Show more courses" asks for the next page (the API takes at most 50 a page)
 * and appends it below, so what is shown and the scroll stay; a failed page keeps the courses
 * loaded so far, with Try again for that page. Another place starts again from page 1.
 */
export function NetworkCourses({ leave }: ScreenProps) {
  const { api } = useWidget();
  const m = useMembershipStyles();
  const near = useNearPlace();
  const at = near.place.data;
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<NetworkCourse[]>([]);
  useEffect(() => setPage(1), [at]);
  const list = useRequest(
    (signal) =>
      api
        .get('v6/network_memberships/courses', {
          signal,
          params: { page, perPage: PER_PAGE, latitude: at?.latitude, longitude: at?.longitude },
        })
        .then((a) => ({ ...a, page })),
    [api, page, at],
    near.place.status === 'done' || near.place.status === 'error',
  );
  useEffect(() => {
    const d = list.data;
    if (d) setRows((r) => (d.page === 1 ? d.courses : [...r, ...d.courses]));
  }, [list.data]);
  return (
    <div className={`${usePartStyles()} ${m}`}>
      {at && <p>Nearest {at.label === 'you' ? 'you' : at.label} first.</p>}
      <NearPlaceForm near={near} />
      <Loaded req={list} what="the network courses">
        {({ count }) => (
          <>
            <CourseItems courses={rows} leave={leave} />
            {list.error ? (
              <ErrorNotice
                message={`We could not load more courses. ${list.error.message}`}
                onRetry={list.reload}
              />
            ) : (
              rows.length < count && (
                <button
                  type="button"
                  className="tt-button tt-secondary"
                  disabled={list.status === 'loading'}
                  onClick={() => setPage((n) => n + 1)}
                >
                  Show more courses
                </button>
              )
            )}
          </>
        )}
      </Loaded>
    </div>
  );
}
