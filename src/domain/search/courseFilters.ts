import { HOUR_MAX, HOUR_MIN } from './constants';
import type { SearchFilters } from './searchFilters';

/**
 * The search filters a course's tee times keep (spec 01 §7: the tee-time calls take minHour,
 * maxHour, minPrice, maxPrice and networkMembershipOnly): only the narrowed ones, so a course
 * opened from the search shows the hours, prices and membership rates the golfer chose.
 */
export interface CourseFilters {
  minHour?: number;
  maxHour?: number;
  minPrice?: number;
  maxPrice?: number;
  networkMembershipOnly?: true;
}

export function courseFilters(filters: SearchFilters): CourseFilters {
  const c: CourseFilters = {};
  if (filters.timeRange.min > HOUR_MIN) c.minHour = filters.timeRange.min;
  if (filters.timeRange.max < HOUR_MAX) c.maxHour = filters.timeRange.max;
  if (filters.priceRange.min !== null) c.minPrice = filters.priceRange.min;
  if (filters.priceRange.max !== null) c.maxPrice = filters.priceRange.max;
  if (filters.networkMembershipOnly) c.networkMembershipOnly = true;
  return c;
}

/** A course link with the filters added to its query (as minHour=7&networkMembershipOnly=true). */
export function withCourseFilters(url: string, filters: CourseFilters): string {
  const entries = Object.entries(filters).filter(([, v]) => v !== undefined);
  if (!entries.length) return url;
  const [path, hash = ''] = url.split('#', 2) as [string, string?];
  const query = entries.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&');
  return `${path}${path.includes('?') ? '&' : '?'}${query}${hash ? `#${hash}` : ''}`;
}
