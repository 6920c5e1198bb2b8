import { useAtomValue } from 'jotai';
import { recommendedCoursesParams } from '../../../src/domain/booking/recommendations';
import { courseUrl } from '../../../src/domain/search/courseUrl';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useFormat } from '../format';
import { requestAtom } from '../store';

interface RecommendedCourse {
  id: string;
  name: string;
  addressCity?: string;
  addressState?: string;
  distance?: number | null;
  /** Lowest price that day (location list `min_rate`). */
  minRate?: number | null;
  /** The day the course has tee times for. */
  availability?: { date?: string };
}

/**
 * Courses nearby with tee times for the same day (GET v6/failure_recommendation/courses). A click
 * hands the course over like a search does: `teetime-course-select`, and the `course-url` when no
 * picker is on the page.
 */
export function RecommendedCourses({ template }: { template?: string }) {
  const { api, emit } = useWidget();
  const { formatPrice } = useFormat();
  const request = useAtomValue(requestAtom);
  const courses = useRequest(
    (signal) =>
      api
        .get('v6/failure_recommendation/courses', {
          signal,
          params: recommendedCoursesParams({
            courseId: request!.courseId,
            teeTimeId: request!.teeTimeId,
            date: request!.date,
            qty: request!.players,
          }),
        })
        .then((a) => a.courses),
    [api, request],
    Boolean(request?.courseId),
  );
  if (!request || !courses.data || courses.data.length === 0) return null;
  const choose = (c: RecommendedCourse) => {
    const date = c.availability?.date;
    const players = request.players;
    const follow = emit('teetime-course-select', {
      courseId: c.id,
      courseName: c.name,
      players,
      ...(date ? { date } : {}),
    });
    if (follow && template && document.getElementsByTagName('teetime-picker').length === 0)
      window.location.assign(courseUrl(template, { courseId: c.id, date, players }));
  };
  return (
    <>
      <h3>Other courses nearby</h3>
      <ul data-recommended="courses">
        {courses.data.map((c) => (
          <li key={c.id}>
            <button type="button" className="tt-link" onClick={() => choose(c)}>
              {c.name}
            </button>
            {[
              [c.addressCity, c.addressState].filter(Boolean).join(', '),
              typeof c.distance === 'number' ? `${c.distance} mi` : '',
              typeof c.minRate === 'number' ? `from ${formatPrice(c.minRate)}` : '',
            ]
              .filter(Boolean)
              .map((part) => ` · ${part}`)
              .join('')}
          </li>
        ))}
      </ul>
    </>
  );
}
