import { useEffect, useState } from 'react';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { usePartStyles } from '../screens/partStyles';
import type { ScreenProps } from '../types';
import type { NetworkCourse } from './membershipTypes';
import { Loaded } from './parts';

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
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The network's courses, a page of 12 at a time: "Show more courses" asks for the next page (the
 * API takes at most 50 a page) and appends it below, so what is shown and the scroll stay; a
 * failed page keeps the courses loaded so far, with Try again for that page.
 */
export function NetworkCourses({ leave }: ScreenProps) {
  const { api } = useWidget();
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<NetworkCourse[]>([]);
  const list = useRequest(
    (signal) =>
      api
        .get('v6/network_memberships/courses', {
          signal,
          params: { page, perPage: PER_PAGE },
        })
        .then((a) => ({ ...a, page })),
    [api, page],
  );
  useEffect(() => {
    const d = list.data;
    if (d) setRows((r) => (d.page === 1 ? d.courses : [...r, ...d.courses]));
  }, [list.data]);
  return (
    <div className={usePartStyles()}>
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
