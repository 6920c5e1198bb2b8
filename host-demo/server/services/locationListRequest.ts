import type Database from 'better-sqlite3';
import { HttpError } from '../http/HttpError';
import type { LocationListQuery } from '../schemas/locationListSchema';
import { toFilters } from '../schemas/catalogSchemas';
import { listBanners } from './banners';
import { zoneNow, type ZoneNow } from './calendar';
import { courseTimeZone } from './courseClock';
import { timeZoneAt } from './courseTimeZones';
import { nearDeals } from './deals';
import { isCuratedCategory, MAX_RADIUS_MILES } from './catalogConstants';
import type { CourseSort } from './courseOrdering';
import { locationList, withoutTeeTimesViews, type ListQuery, type ListScope } from './locationList';
import { cityView, resolveExploreUrl, stateView } from './places';
import { findSection, sectionCourseIds } from './sections';

export interface ListContext {
  db: Database.Database;
  origin: string;
  /** The request's instant, read on any zone's wall clock (each course is judged by its own). */
  at: ZoneNow;
}

/** The context of one list request: the database, the caller's origin (for media URLs) and "now". */
export function listContext(db: Database.Database, clock: () => Date, origin: string): ListContext {
  return { db, origin, at: zoneNow(clock()) };
}

function baseQuery(
  q: LocationListQuery,
  ctx: ListContext,
  scope: ListScope,
  defaultSort: CourseSort,
  placeZone?: string,
): ListQuery {
  const coords = q.lat !== undefined && q.lon !== undefined ? { lat: q.lat, lon: q.lon } : undefined;
  const cityCentre = scope.kind === 'city' ? { lat: scope.lat, lon: scope.lon } : undefined;
  const reference = coords ?? cityCentre;
  // Without a date the list shows "today" where it is centred (its point, city, state or first course).
  const zone = reference ? timeZoneAt(reference.lat, reference.lon) : (placeZone ?? DEFAULT_LIST_ZONE);
  return {
    scope,
    origin: coords ?? cityCentre,
    minRadius: q.min_radius,
    maxRadius:
      q.max_radius !== undefined
        ? Math.min(q.max_radius, MAX_RADIUS_MILES)
        : scope.kind === 'coordinates'
          ? MAX_RADIUS_MILES
          : undefined,
    category: isCuratedCategory(q.category) ? q.category : undefined,
    flags: q.flags,
    foreplayReviewedOnly: q.foreplay_reviewed_only,
    sort: q.sort ?? defaultSort,
    page: q.page ?? 1,
    filters: toFilters(q, ctx.at(zone).today),
    at: ctx.at,
  };
}

/** The zone whose today a list shows when nothing places it (an empty section). */
const DEFAULT_LIST_ZONE = 'America/New_York';

/** Deals shown among the results (the list interleaves them at position 12 and every 13 after). */
export const LIST_DEALS = 5;

function dealsAround(ctx: ListContext, lat: number, lon: number, radius: number) {
  return nearDeals(ctx.db, ctx.origin, { lat, lon, radius, limit: LIST_DEALS, page: 1, at: ctx.at }).deals;
}

/** GET /courses/location_list: by section, by city or state (hierarchized_url), or by coordinates. */
export function locationListRequest(q: LocationListQuery, ctx: ListContext) {
  const hasCoords = q.lat !== undefined && q.lon !== undefined;
  if (q.course_section_slug !== undefined) {
    const section = findSection(ctx.db, q.course_section_slug, ctx.origin);
    if (!section) throw new HttpError(404, 'Course section not found');
    const courseIds = sectionCourseIds(ctx.db, section.id);
    const scope: ListScope = { kind: 'courses', courseIds };
    const zone = courseIds[0] ? courseTimeZone(ctx.db, courseIds[0]) : undefined;
    const { without, ...list } = locationList(
      ctx.db,
      ctx.origin,
      baseQuery(q, ctx, scope, hasCoords ? 'distance' : 'name', zone),
    );
    return {
      course_section: section,
      ...list,
      courses_without_tee_times: withoutTeeTimesViews(ctx.db, ctx.origin, without),
      banners: [...listBanners(ctx.db, ctx.origin, 'section'), ...list.banners],
    };
  }
  if (q.hierarchized_url !== undefined) {
    const place = resolveExploreUrl(ctx.db, q.hierarchized_url);
    if (!place || place.kind === 'country') throw new HttpError(404, 'Location not found');
    if (place.kind === 'city') {
      const c = place.city;
      const scope: ListScope = { kind: 'city', cityId: c.id, lat: c.latitude, lon: c.longitude };
      const { without, ...list } = locationList(ctx.db, ctx.origin, baseQuery(q, ctx, scope, 'distance'));
      return {
        ...list,
        city: cityView(c),
        deals: dealsAround(ctx, q.lat ?? c.latitude, q.lon ?? c.longitude, 30),
        content: {
          title: `Golf courses in ${c.name}, ${c.state_code}`,
          description: `Book tee times at ${list.total} courses in and around ${c.name}.`,
        },
        ...(q.include_without_tee_times
          ? { courses_without_tee_times: withoutTeeTimesViews(ctx.db, ctx.origin, without) }
          : {}),
      };
    }
    const s = place.state;
    const { without, ...list } = locationList(
      ctx.db,
      ctx.origin,
      baseQuery(
        q,
        ctx,
        { kind: 'state', stateId: s.id },
        hasCoords ? 'distance' : 'name',
        timeZoneAt(s.latitude, s.longitude),
      ),
    );
    return {
      ...list,
      state: stateView(s),
      content: {
        title: `Golf courses in ${s.name}`,
        description: `Book tee times at ${list.total} courses across ${s.name}.`,
      },
      ...(q.include_without_tee_times
        ? { courses_without_tee_times: withoutTeeTimesViews(ctx.db, ctx.origin, without) }
        : {}),
    };
  }
  if (q.lat === undefined || q.lon === undefined) {
    const message = 'Give lat and lon, a hierarchized_url or a course_section_slug';
    throw new HttpError(422, message, {
      validation_errors: { [q.lat === undefined ? 'lat' : 'lon']: [message] },
    });
  }
  const scope: ListScope = { kind: 'coordinates', lat: q.lat, lon: q.lon };
  const { without, ...list } = locationList(ctx.db, ctx.origin, baseQuery(q, ctx, scope, 'distance'));
  return {
    ...list,
    deals: dealsAround(ctx, q.lat, q.lon, Math.min(q.max_radius ?? MAX_RADIUS_MILES, MAX_RADIUS_MILES)),
    content: {
      title: 'Golf courses near you',
      description: `${list.total} courses within ${Math.min(q.max_radius ?? MAX_RADIUS_MILES, MAX_RADIUS_MILES)} miles.`,
    },
    ...(q.include_without_tee_times
      ? { courses_without_tee_times: withoutTeeTimesViews(ctx.db, ctx.origin, without) }
      : {}),
  };
}
