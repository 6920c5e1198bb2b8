import { useState } from 'react';
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

/** The network's courses, a page at a time ("Show more" keeps what is shown). */
export function NetworkCourses({ leave }: ScreenProps) {
  const { api } = useWidget();
  const [pages, setPages] = useState(1);
  const list = useRequest(
    (signal) =>
      api.get<{ courses: NetworkCourse[]; count: number }>('v6/network_memberships/courses', {
        signal,
        params: { page: 1, perPage: PER_PAGE * pages },
      }),
    [api, pages],
  );
  return (
    <div className={usePartStyles()}>
      <Loaded req={list} what="the network courses">
        {({ courses, count }) => (
          <>
            <CourseItems courses={courses} leave={leave} />
            {courses.length < count && (
              <button
                type="button"
                className="tt-button tt-secondary"
                disabled={list.status === 'loading'}
                onClick={() => setPages((n) => n + 1)}
              >
                Show more courses
              </button>
            )}
          </>
        )}
      </Loaded>
    </div>
  );
}
