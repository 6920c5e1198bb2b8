import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';
import { boundingBox, distanceMiles, roundMiles } from './geo';
import { addDays, type ZoneNow } from './calendar';
import { inBox } from './courseLocations';

interface DealRow {
  id: string;
  time_zone: string;
  slug: string;
  title: string;
  description: string;
  course_id: string;
  discount_percent: number;
  price: number;
  regular_price: number;
  starts_on: string;
  ends_on: string;
  image_url: string;
  course_name: string;
  course_hierarchized_url: string;
  latitude: number;
  longitude: number;
  city_name: string;
  state_code: string;
}

const DEAL_SELECT = `SELECT d.*, c.name AS course_name, c.hierarchized_url AS course_hierarchized_url,
    c.latitude, c.longitude, c.time_zone, ci.name AS city_name, s.code AS state_code
  FROM deals d JOIN courses c ON c.id = d.course_id JOIN cities ci ON ci.id = c.city_id JOIN states s ON s.id = c.state_id`;

function dealView(r: DealRow, origin: string, distance: number | null) {
  return {
    id: r.id,
    type: 'Deal' as const,
    slug: r.slug,
    title: r.title,
    description: r.description,
    course_id: r.course_id,
    course_name: r.course_name,
    course_hierarchized_url: r.course_hierarchized_url,
    address_city: r.city_name,
    address_state: r.state_code,
    discount_percent: r.discount_percent,
    price: r.price,
    regular_price: r.regular_price,
    starts_on: r.starts_on,
    ends_on: r.ends_on,
    image_url: `${origin}${r.image_url}`,
    hierarchized_url: `/deals/${r.id}`,
    latitude: r.latitude,
    longitude: r.longitude,
    distance,
  };
}

export type DealView = ReturnType<typeof dealView>;

export function findDeal(db: Database.Database, id: string, origin: string): DealView | null {
  const row = prepared(db, `${DEAL_SELECT} WHERE d.id = ?`).get(id) as DealRow | undefined;
  return row ? dealView(row, origin, null) : null;
}

/** Current deals (running on their course's today) within `radius` miles, nearest first, paginated. */
export function nearDeals(
  db: Database.Database,
  origin: string,
  q: { lat: number; lon: number; radius: number; limit: number; page: number; at: ZoneNow },
) {
  const box = inBox(boundingBox(q.lat, q.lon, q.radius));
  // Every zone's today is within a day of the UTC date: narrow in SQL, decide per course below.
  const utcDay = q.at('UTC').today;
  const rows = prepared(
    db,
    `${DEAL_SELECT} WHERE c.rowid IN (SELECT r.id FROM course_locations r WHERE ${box.sql})
      AND d.starts_on <= ? AND d.ends_on >= ?`,
  ).all(...box.params, addDays(utcDay, 1), addDays(utcDay, -1)) as DealRow[];
  const near = rows
    .filter((r) => {
      const today = q.at(r.time_zone).today;
      return r.starts_on <= today && r.ends_on >= today;
    })
    .map((r) => ({ r, d: distanceMiles(q.lat, q.lon, r.latitude, r.longitude) }))
    .filter((x) => x.d <= q.radius)
    .sort((a, b) => a.d - b.d || a.r.id.localeCompare(b.r.id));
  const start = (q.page - 1) * q.limit;
  return {
    deals: near.slice(start, start + q.limit).map((x) => dealView(x.r, origin, roundMiles(x.d))),
    total: near.length,
    page: q.page,
    has_more: start + q.limit < near.length,
  };
}
