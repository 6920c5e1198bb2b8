import type { LocationListQuery } from '../schemas/locationListSchema';
import { toFilters } from '../schemas/catalogSchemas';
import { isCuratedCategory } from './catalogConstants';
import { categoriesOf, courseView, type CourseRow } from './courseView';
import { locationList } from './locationList';
import type { ListContext } from './locationListRequest';

/** Radius of "similar" courses around a course, in miles. */
export const SIMILAR_RADIUS_MILES = 50;

/** GET /courses/{id}/similar: courses around the course, the course itself left out. */
export function similarCourses(course: CourseRow, q: LocationListQuery, ctx: ListContext) {
  const {
    without: _without,
    location_results,
    ...list
  } = locationList(ctx.db, ctx.origin, {
    scope: { kind: 'coordinates', lat: course.latitude, lon: course.longitude },
    origin: { lat: course.latitude, lon: course.longitude },
    minRadius: q.min_radius,
    maxRadius: Math.min(q.max_radius ?? SIMILAR_RADIUS_MILES, SIMILAR_RADIUS_MILES),
    category: isCuratedCategory(q.category) ? q.category : undefined,
    flags: q.flags,
    foreplayReviewedOnly: q.foreplay_reviewed_only,
    sort: q.sort ?? 'distance',
    page: q.page ?? 1,
    filters: toFilters(q, ctx.at(course.time_zone).today),
    at: ctx.at,
    excludeIds: [course.id],
  });
  void _without;
  return {
    course: courseView(course, ctx.origin, categoriesOf(ctx.db, [course.id]).get(course.id) ?? []),
    similar_courses: location_results,
    ...list,
  };
}
