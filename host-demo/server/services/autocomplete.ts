import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';
import { cityForZip } from './cityLookup';
import { AUTOCOMPLETE_LIMIT, AUTOCOMPLETE_MIN_CHARS } from './catalogConstants';
import { distanceMiles, roundMiles } from './geo';

export type LocationType = 'Course' | 'City' | 'State' | 'Zipcode' | 'Section' | 'Deal';

export interface LocationSuggestion {
  id: string;
  label: string;
  name: string;
  slug: string;
  symbol: string;
  type: LocationType;
  hierarchized_url: string;
  latitude: number;
  longitude: number;
  distance: number | null;
}

export interface AutocompleteQuery {
  q: string;
  limit?: number | undefined;
  lat?: number | undefined;
  lon?: number | undefined;
  includeZipCodes?: boolean | undefined;
  includeWithoutTeeTimes?: boolean | undefined;
}

const TYPE_RANK: Record<LocationType, number> = {
  City: 0,
  State: 1,
  Course: 2,
  Zipcode: 3,
  Section: 4,
  Deal: 5,
};
const SYMBOL: Record<LocationType, string> = {
  City: 'city',
  State: 'state',
  Course: 'golf',
  Zipcode: 'pin',
  Section: 'star',
  Deal: 'tag',
};
const PER_TYPE = 25;

function like(text: string): string {
  return text.replace(/[\\%_]/g, (m) => `\\${m}`);
}

type Row = { id: string; name: string; slug: string; label: string; url: string; lat: number; lon: number };

/**
 * Location suggestions for typed text: nothing under 3 trimmed characters; at most
 * `limit` (10) of courses, cities, states, sections, deals and (on request) zip codes.
 * Prefix matches first, then by type, then nearest (with lat/lon) or by name.
 */
export function autocomplete(db: Database.Database, query: AutocompleteQuery): LocationSuggestion[] {
  const q = query.q.trim();
  if (q.length < AUTOCOMPLETE_MIN_CHARS) return [];
  const limit = Math.min(query.limit ?? AUTOCOMPLETE_LIMIT, AUTOCOMPLETE_LIMIT);
  const contains = `%${like(q)}%`;
  const prefix = `${like(q)}%`;
  const found: { type: LocationType; row: Row; exact?: boolean }[] = [];
  const run = (type: LocationType, sql: string, ...params: (string | number)[]) => {
    for (const row of prepared(db, sql).all(...params) as Row[]) found.push({ type, row });
  };
  run(
    'City',
    `SELECT ci.id, ci.name, ci.slug, ci.name || ', ' || s.code AS label, ci.hierarchized_url AS url, ci.latitude AS lat, ci.longitude AS lon
     FROM cities ci JOIN states s ON s.id = ci.state_id WHERE ci.name LIKE ? ESCAPE '\\' ORDER BY ci.zip_count DESC LIMIT ${PER_TYPE}`,
    contains,
  );
  run(
    'State',
    `SELECT id, name, slug, name AS label, hierarchized_url AS url, latitude AS lat, longitude AS lon
     FROM states WHERE name LIKE ? ESCAPE '\\' OR code = upper(?) LIMIT ${PER_TYPE}`,
    contains,
    q,
  );
  run(
    'Course',
    `SELECT c.id, c.name, c.slug, c.name || ' - ' || ci.name || ', ' || s.code AS label, c.hierarchized_url AS url, c.latitude AS lat, c.longitude AS lon
     FROM courses c JOIN cities ci ON ci.id = c.city_id JOIN states s ON s.id = c.state_id
     WHERE c.name LIKE ? ESCAPE '\\' ${query.includeWithoutTeeTimes === false ? 'AND c.sells_tee_times = 1' : ''}
     ORDER BY c.booking_count DESC LIMIT 200`,
    contains,
  );
  if (query.includeZipCodes && /^[A-Za-z0-9 ]+$/.test(q)) {
    run(
      'Zipcode',
      `SELECT z.zip AS id, z.zip AS name, z.zip AS slug, z.zip || ' - ' || ci.name || ', ' || s.code AS label, ci.hierarchized_url AS url, z.latitude AS lat, z.longitude AS lon
       FROM zipcodes z JOIN cities ci ON ci.id = z.city_id JOIN states s ON s.id = ci.state_id WHERE z.zip LIKE ? ESCAPE '\\' ORDER BY z.zip LIMIT ${PER_TYPE}`,
      prefix.toUpperCase(),
    );
  }
  run(
    'Section',
    `SELECT id, title AS name, slug, title AS label, '/sections/' || slug AS url, 0 AS lat, 0 AS lon
     FROM course_sections WHERE title LIKE ? ESCAPE '\\' LIMIT ${PER_TYPE}`,
    contains,
  );
  run(
    'Deal',
    `SELECT d.id, d.title AS name, d.slug, d.title AS label, '/deals/' || d.id AS url, c.latitude AS lat, c.longitude AS lon
     FROM deals d JOIN courses c ON c.id = d.course_id WHERE d.title LIKE ? ESCAPE '\\' LIMIT ${PER_TYPE}`,
    contains,
  );

  // A typed zip code also suggests its city first, so a zip resolves to a non-zip location.
  const zipCity = cityForZip(db, q);
  if (zipCity) {
    const c = zipCity.city;
    const row = {
      id: c.id,
      name: c.name,
      slug: c.slug,
      label: `${c.name}, ${c.state_code}`,
      url: c.hierarchized_url,
      lat: c.latitude,
      lon: c.longitude,
    };
    found.push({ type: 'City', row, exact: true });
  }
  const lower = q.toLowerCase();
  const near = query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, lon: query.lon } : null;
  const scored = found.map(({ type, row, exact }) => ({
    type,
    row,
    prefix: exact ? -1 : row.name.toLowerCase().startsWith(lower) ? 0 : 1,
    distance:
      near && (row.lat !== 0 || row.lon !== 0) ? distanceMiles(near.lat, near.lon, row.lat, row.lon) : null,
  }));
  scored.sort(
    (a, b) =>
      a.prefix - b.prefix ||
      TYPE_RANK[a.type] - TYPE_RANK[b.type] ||
      (a.distance ?? 0) - (b.distance ?? 0) ||
      a.row.name.localeCompare(b.row.name),
  );
  return scored.slice(0, limit).map(({ type, row, distance }) => ({
    id: row.id,
    label: row.label,
    name: row.name,
    slug: row.slug,
    symbol: SYMBOL[type],
    type,
    hierarchized_url: row.url,
    latitude: row.lat,
    longitude: row.lon,
    distance: distance === null ? null : roundMiles(distance),
  }));
}
