import * as v from 'valibot';
import type { ListQuery } from '../services/reservationAccess';
import { queryBool, queryInt } from './accountSchemas';

/** Query of GET v6/reservations. */
export const listQuery = v.object({
  shared: v.optional(queryBool),
  status: v.optional(v.picklist(['upcoming', 'past', 'cancelled'])),
  sort_by: v.optional(v.picklist(['tee_off_at', 'date', 'course_name', 'name', 'created_at', 'a-z', 'z-a'])),
  /** a-z and z-a are also taken here (the bookings sort menu's values): a course-name sort. */
  order: v.optional(v.picklist(['asc', 'desc', 'a-z', 'z-a'])),
  per_page: v.optional(queryInt(1, 10000)),
  page: v.optional(queryInt(1, 100000)),
});

/** Maps the list query (including the a-z / z-a sorts) to the service's query. */
export function toListQuery(q: v.InferOutput<typeof listQuery>): ListQuery {
  const alphabetical = q.sort_by === 'a-z' || q.sort_by === 'z-a' ? q.sort_by : undefined;
  const orderAz = q.order === 'a-z' || q.order === 'z-a' ? q.order : undefined;
  const az = alphabetical ?? (q.sort_by === undefined ? orderAz : undefined);
  const sortBy =
    az || q.sort_by === 'course_name' || q.sort_by === 'name'
      ? 'course_name'
      : q.sort_by === 'created_at'
        ? 'created_at'
        : 'tee_off_at';
  const direction = { 'a-z': 'asc', 'z-a': 'desc', asc: 'asc', desc: 'desc' } as const;
  const order =
    (alphabetical && direction[alphabetical]) ??
    (q.order ? direction[q.order] : sortBy === 'course_name' ? 'asc' : 'desc');
  return {
    shared: q.shared ?? false,
    status: q.status,
    sortBy,
    order,
    perPage: q.per_page ?? 10000,
    page: q.page ?? 1,
  };
}
