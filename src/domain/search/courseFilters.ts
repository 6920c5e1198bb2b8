import type { SearchFilters } from './searchFilters';
import { toApiParams } from './toApiParams';

/**
 * The search filters a course's tee times keep (spec 01 §7: the tee-time calls take minHour,
 * maxHour, minPrice, maxPrice and networkMembershipOnly): only the narrowed ones, by the same
 * rules as the course list's params, so a course opened from the search shows the hours, prices
 * and membership rates the golfer chose.
 */
export interface CourseFilters {
  minHour?: number;
  maxHour?: number;
  minPrice?: number;
  maxPrice?: number;
  networkMembershipOnly?: boolean;
}

export function courseFilters(filters: SearchFilters): CourseFilters {
  const p = toApiParams(filters);
  const c: CourseFilters = {};
  for (const k of ['minHour', 'maxHour', 'minPrice', 'maxPrice', 'networkMembershipOnly'] as const)
    if (p[k] !== undefined) (c as Record<string, unknown>)[k] = p[k];
  return c;
}

/** A course link with the filters added to its query (as minHour=7&networkMembershipOnly=true). */
export function withCourseFilters(url: string, filters: CourseFilters): string {
  const query = new URLSearchParams(filters as Record<string, string>).toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}
