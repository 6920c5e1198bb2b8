import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';

/** A course row joined with its city and state. */
export interface CourseRow {
  id: string;
  slug: string;
  name: string;
  full_name: string;
  description: string;
  phone: string;
  address_street: string;
  address_zipcode: string;
  city_id: string;
  state_id: string;
  country_id: string;
  latitude: number;
  longitude: number;
  num_holes: number;
  par_score: number;
  slope: number;
  /** The catalog's own seed score (demo reviews and Foreplay marks are drawn from it); never shown. */
  rating_value: number;
  /** The public reviews' mean, one decimal (0 without reviews): courseReviews' refreshCourseRatings keeps it. */
  reviews_rating: number;
  /** How many public reviews the rating comes from. */
  reviews_count: number;
  score: number;
  booking_count: number;
  min_regular_rate: number;
  partner_tier: string | null;
  booking_site_url: string | null;
  has_network_membership: number;
  has_eventual_insurance: number;
  has_real_photo: number;
  photo_count: number;
  is_best: number;
  is_vip: number;
  sells_tee_times: number;
  /** Origin-relative path of the course's Foreplay reviews image; null when Foreplay has not reviewed it. */
  foreplay_reviews_image_path: string | null;
  hierarchized_url: string;
  /** IANA zone of the course's wall clock (tee-off times are local to it). */
  time_zone: string;
  city_name: string;
  state_code: string;
  country_iso2: string;
}

export const COURSE_SELECT = `SELECT c.*, ci.name AS city_name, s.code AS state_code, co.iso2 AS country_iso2
  FROM courses c JOIN cities ci ON ci.id = c.city_id JOIN states s ON s.id = c.state_id JOIN countries co ON co.id = c.country_id`;

export function findCourse(db: Database.Database, id: string): CourseRow | undefined {
  return prepared(db, `${COURSE_SELECT} WHERE c.id = ?`).get(id) as CourseRow | undefined;
}

/** Course rows by id, in the order of `ids`. */
export function findCourses(db: Database.Database, ids: readonly string[]): CourseRow[] {
  if (ids.length === 0) return [];
  const rows = prepared(db, `${COURSE_SELECT} WHERE c.id IN (SELECT value FROM json_each(?))`).all(
    JSON.stringify(ids),
  ) as CourseRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Curated categories per course id. */
export function categoriesOf(db: Database.Database, ids: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (ids.length === 0) return out;
  const rows = prepared(
    db,
    'SELECT course_id, category FROM course_categories WHERE course_id IN (SELECT value FROM json_each(?)) ORDER BY category',
  ).all(JSON.stringify(ids)) as { course_id: string; category: string }[];
  for (const r of rows) (out.get(r.course_id) ?? out.set(r.course_id, []).get(r.course_id))?.push(r.category);
  return out;
}

function photos(row: CourseRow, origin: string) {
  if (!row.has_real_photo) {
    return [
      {
        photo_medium_url: `${origin}/media/courses/placeholder.svg`,
        photo_url: `${origin}/media/courses/placeholder.svg`,
      },
    ];
  }
  return Array.from({ length: row.photo_count }, (_, i) => ({
    photo_medium_url: `${origin}/media/courses/${row.id}/${i + 1}.svg?size=medium`,
    photo_url: `${origin}/media/courses/${row.id}/${i + 1}.svg`,
  }));
}

/** Every Course field of spec 01 §3, snake_case. `origin` makes media URLs absolute. */
export function courseView(row: CourseRow, origin: string, categories: readonly string[] = []) {
  return {
    id: row.id,
    type: 'Course' as const,
    slug: row.slug,
    name: row.name,
    full_name: row.full_name,
    url: `/courses/${row.slug}`,
    course_url: `https://www.${row.slug.replace(/-/g, '')}.example.com`,
    hierarchized_url: row.hierarchized_url,
    course_reviews_url: `${row.hierarchized_url}/reviews`,
    formatted_address: `${row.address_street}, ${row.city_name}, ${row.state_code} ${row.address_zipcode}`,
    address_city: row.city_name,
    address_state: row.state_code,
    address_zipcode: row.address_zipcode,
    address_country: row.country_iso2,
    city_id: row.city_id,
    state_id: row.state_id,
    photos: photos(row, origin),
    has_real_photo: row.has_real_photo === 1,
    description: row.description,
    phone: row.phone,
    num_holes: row.num_holes,
    par_score: row.par_score,
    slope: row.slope,
    /** The public reviews' mean (the Reviews tab's), null without reviews: one rating per course. */
    rating: row.reviews_count
      ? {
          value: row.reviews_rating,
          value_rounded: Math.round(row.reviews_rating * 2) / 2,
          reviews_count: row.reviews_count,
        }
      : null,
    score: row.score,
    booking_count: row.booking_count,
    min_regular_rate: row.min_regular_rate,
    partner_tier: row.partner_tier,
    booking_site_url: row.booking_site_url,
    is_favorite: false,
    has_network_membership: row.has_network_membership === 1,
    has_eventual_insurance: row.has_eventual_insurance === 1,
    /** The Foreplay reviews image (spec 01 §3), null when Foreplay has not reviewed the course. */
    has_foreplay_reviews_image_url: row.foreplay_reviews_image_path
      ? `${origin}${row.foreplay_reviews_image_path}`
      : null,
    has_tee_times: row.sells_tee_times === 1,
    latitude: row.latitude,
    longitude: row.longitude,
    /** IANA zone of the course: its dates and tee-off times are on this wall clock. */
    time_zone: row.time_zone,
    is_best: row.is_best === 1,
    is_vip: row.is_vip === 1,
    categories,
  };
}

export type CourseView = ReturnType<typeof courseView>;
