import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';
import { zipcodeData } from '../seed/zipcodeData';
import { MAX_RADIUS_MILES } from './catalogConstants';
import { boundingBox, distanceMiles, roundMiles } from './geo';
import { CITY_SELECT, type CityRow } from './places';

/** The seeded city nearest to a point, within 150 miles, with its distance. */
export function nearestCity(
  db: Database.Database,
  lat: number,
  lon: number,
): { city: CityRow; distance: number } | null {
  const box = boundingBox(lat, lon, MAX_RADIUS_MILES);
  const rows = prepared(
    db,
    `${CITY_SELECT} WHERE ci.latitude BETWEEN ? AND ? AND ci.longitude BETWEEN ? AND ?`,
  ).all(box.minLat, box.maxLat, box.minLon, box.maxLon) as CityRow[];
  let best: { city: CityRow; distance: number } | null = null;
  for (const city of rows) {
    const d = distanceMiles(lat, lon, city.latitude, city.longitude);
    if (d <= MAX_RADIUS_MILES && (!best || d < best.distance)) best = { city, distance: roundMiles(d) };
  }
  return best;
}

/** Normalises a US zip (5 digits) or a Canadian postal code (its 3-character FSA). */
export function normaliseZip(raw: string): string | null {
  const s = raw.trim().toUpperCase().replace(/\s+/g, '');
  if (/^\d{5}(-\d{4})?$/.test(s)) return s.slice(0, 5);
  if (/^[A-Z]\d[A-Z](\d[A-Z]\d)?$/.test(s)) return s.slice(0, 3);
  return null;
}

/**
 * The city of a zip code: its seeded city when the zip belongs to one, else the
 * seeded city nearest to the zip's coordinates (real zip data from `zipcodes`).
 */
export function cityForZip(db: Database.Database, raw: string) {
  const zip = normaliseZip(raw);
  if (!zip) return null;
  const own = prepared(db, `${CITY_SELECT} JOIN zipcodes z ON z.city_id = ci.id WHERE z.zip = ?`).get(zip) as
    CityRow | undefined;
  const record = zipcodeData().codes[zip];
  if (own)
    return {
      city: own,
      zipcode: {
        zip,
        latitude: record?.latitude ?? own.latitude,
        longitude: record?.longitude ?? own.longitude,
      },
    };
  if (!record) return null;
  const near = nearestCity(db, record.latitude, record.longitude);
  return near
    ? { city: near.city, zipcode: { zip, latitude: record.latitude, longitude: record.longitude } }
    : null;
}

/** Finds a city by id, hierarchized URL, or name (optionally "Name, ST"). */
export function findCity(
  db: Database.Database,
  q: { id?: string | undefined; hierarchized_url?: string | undefined; name?: string | undefined },
): CityRow | null {
  if (q.id) return (prepared(db, `${CITY_SELECT} WHERE ci.id = ?`).get(q.id) as CityRow | undefined) ?? null;
  if (q.hierarchized_url) {
    return (
      (prepared(db, `${CITY_SELECT} WHERE ci.hierarchized_url = ?`).get(
        q.hierarchized_url.replace(/\/+$/, ''),
      ) as CityRow | undefined) ?? null
    );
  }
  if (q.name) {
    const [name, state] = q.name.split(',').map((s) => s.trim());
    return (
      (prepared(
        db,
        `${CITY_SELECT} WHERE ci.name = ? COLLATE NOCASE AND (? IS NULL OR s.code = upper(?)) ORDER BY ci.zip_count DESC LIMIT 1`,
      ).get(name ?? '', state || null, state || null) as CityRow | undefined) ?? null
    );
  }
  return null;
}
