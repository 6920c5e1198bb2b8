import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';
import { listBanners } from './banners';
import { MAX_RADIUS_MILES, PAGE_SIZE, type CourseFlag, type CuratedCategory } from './catalogConstants';
import { courseAvailability, fillNextTimes } from './courseAvailability';
import { COURSES_IN_BOX, inBox } from './courseLocations';
import { orderCourses, type CourseSort, type OrderableCourse } from './courseOrdering';
import { categoriesOf, courseView, findCourses } from './courseView';
import { boundingBox, distanceMiles, roundMiles } from './geo';
import type { ZoneNow } from './calendar';
import type { TeeTimeFilters } from './teeTimeFilters';
import { writeMemo } from './writeMemo';

export type ListScope =
  | { kind: 'coordinates'; lat: number; lon: number }
  | { kind: 'city'; cityId: string; lat: number; lon: number }
  | { kind: 'state'; stateId: string }
  | { kind: 'courses'; courseIds: string[] };

export interface ListQuery {
  scope: ListScope;
  /** Where distances are measured from (the user's coordinates when given). */
  origin?: { lat: number; lon: number } | undefined;
  minRadius?: number | undefined;
  maxRadius?: number | undefined;
  category?: CuratedCategory | undefined;
  flags?: readonly CourseFlag[] | undefined;
  /** Only courses Foreplay has reviewed (they carry a Foreplay reviews image). */
  foreplayReviewedOnly?: boolean | undefined;
  sort: CourseSort;
  page: number;
  filters: TeeTimeFilters;
  /** "Now" on each course's own wall clock. */
  at: ZoneNow;
  /** Courses to leave out (e.g. the course itself for similar courses). */
  excludeIds?: readonly string[] | undefined;
}

interface Candidate extends OrderableCourse {
  latitude: number;
  longitude: number;
  sells_tee_times: number;
  time_zone: string;
}

const FLAG_SQL: Record<CourseFlag, string> = {
  best: 'c.is_best = 1',
  vip: 'c.is_vip = 1',
  network_membership: 'c.has_network_membership = 1',
};

type Row = Omit<Candidate, 'available' | 'distance' | 'min_rate'>;

/**
 * The courses a list's scope and course filters choose, with their distances: the pages of a
 * list and its tee-time filters share them (remembered until the connection writes anything).
 */
const chosen = writeMemo<{ row: Row; distance: number | null }[]>(200);

function candidates(db: Database.Database, q: ListQuery): Candidate[] {
  // Every field `choose` reads belongs in the key: a missing one hands one list's courses to another.
  const key = JSON.stringify([
    q.scope,
    q.origin,
    q.minRadius,
    q.maxRadius,
    q.category,
    q.flags,
    q.foreplayReviewedOnly === true,
    q.excludeIds,
  ]);
  const memo = chosen(db);
  let found = memo.get(key);
  if (!found) memo.set(key, (found = choose(db, q)));
  // Fresh objects (the list sets availability on them), written field by field: faster than a spread.
  return found.map(({ row: r, distance }) => ({
    id: r.id,
    name: r.name,
    partner_tier: r.partner_tier,
    booking_site_url: r.booking_site_url,
    latitude: r.latitude,
    longitude: r.longitude,
    rating: r.rating,
    booking_count: r.booking_count,
    sells_tee_times: r.sells_tee_times,
    time_zone: r.time_zone,
    available: false,
    distance,
    min_rate: null,
  }));
}

function choose(db: Database.Database, q: ListQuery): { row: Row; distance: number | null }[] {
  const where: string[] = [];
  const params: (string | number)[] = [];
  const s = q.scope;
  let table = 'courses c';
  if (s.kind === 'coordinates') {
    // The box around the circle, through the R*Tree of course points; distances decide below.
    const box = inBox(boundingBox(s.lat, s.lon, Math.min(q.maxRadius ?? MAX_RADIUS_MILES, MAX_RADIUS_MILES)));
    table = COURSES_IN_BOX;
    where.push(box.sql);
    params.push(...box.params);
  } else if (s.kind === 'city') {
    where.push('c.city_id = ?');
    params.push(s.cityId);
  } else if (s.kind === 'state') {
    where.push('c.state_id = ?');
    params.push(s.stateId);
  } else {
    where.push('c.id IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(s.courseIds));
  }
  if (q.category) {
    where.push('c.id IN (SELECT course_id FROM course_categories WHERE category = ?)');
    params.push(q.category);
  }
  for (const flag of q.flags ?? []) where.push(FLAG_SQL[flag]);
  if (q.foreplayReviewedOnly) where.push('c.foreplay_reviews_image_path IS NOT NULL');
  const rows = prepared(
    db,
    `SELECT c.id, c.name, c.partner_tier, c.booking_site_url, c.latitude, c.longitude, c.reviews_rating AS rating,
              c.booking_count, c.sells_tee_times, c.time_zone FROM ${table} WHERE ${where.join(' AND ')}`,
  ).all(...params) as Row[];
  const exclude = new Set(q.excludeIds ?? []);
  const from = q.origin;
  const out: { row: Row; distance: number | null }[] = [];
  for (const r of rows) {
    if (exclude.has(r.id)) continue;
    const distance = from ? distanceMiles(from.lat, from.lon, r.latitude, r.longitude) : null;
    if (distance !== null) {
      if (q.maxRadius !== undefined && distance > q.maxRadius) continue;
      if (s.kind === 'coordinates' && distance > MAX_RADIUS_MILES) continue;
      if (q.minRadius !== undefined && distance < q.minRadius) continue;
    }
    out.push({ row: r, distance });
  }
  return out;
}

/**
 * A course list: scope and course filters choose the courses; tee-time filters
 * decide each course's availability for the date; the spec's ordering; 15 per page.
 */
export function locationList(db: Database.Database, origin: string, q: ListQuery) {
  const all = candidates(db, q);
  const selling = all.filter((c) => c.sells_tee_times === 1);
  const without = all.filter((c) => c.sells_tee_times !== 1);
  const availability = courseAvailability(db, selling, q.filters, q.at);
  for (const c of selling) {
    const a = availability.get(c.id);
    c.available = a !== undefined;
    c.min_rate = a?.min_rate ?? null;
  }
  const ordered = orderCourses(selling, q.sort);
  const start = (q.page - 1) * PAGE_SIZE;
  const pageItems = ordered.slice(start, start + PAGE_SIZE);
  fillNextTimes(db, availability, pageItems, q.filters, q.at);
  const rows = findCourses(
    db,
    pageItems.map((c) => c.id),
  );
  const cats = categoriesOf(
    db,
    pageItems.map((c) => c.id),
  );
  const results = rows.map((row, i) => {
    const item = pageItems[i];
    const a = availability.get(row.id);
    return {
      ...courseView(row, origin, cats.get(row.id) ?? []),
      distance: item?.distance != null ? roundMiles(item.distance) : null,
      availability: { for_date: a !== undefined, date: q.filters.date },
      min_rate: a?.min_rate ?? null,
      tee_times_count: a?.count ?? 0,
      next_available_times: a?.next_available_times ?? [],
    };
  });
  return {
    location_results: results,
    total: ordered.length,
    page: q.page,
    per_page: PAGE_SIZE,
    total_pages: Math.ceil(ordered.length / PAGE_SIZE),
    banners: listBanners(db, origin, 'course_list'),
    without,
  };
}

/** Courses listed without tee times (name order), as course views. */
export function withoutTeeTimesViews(
  db: Database.Database,
  origin: string,
  list: readonly OrderableCourse[],
  limit = 50,
) {
  const sorted = orderCourses(list, 'name').slice(0, limit);
  const rows = findCourses(
    db,
    sorted.map((c) => c.id),
  );
  return rows.map((row, i) => {
    const d = sorted[i]?.distance;
    return {
      ...courseView(row, origin),
      distance: d != null ? roundMiles(d) : null,
      availability: { for_date: false },
    };
  });
}
