import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';

export interface CityRow {
  id: string;
  name: string;
  slug: string;
  state_id: string;
  country_id: string;
  latitude: number;
  longitude: number;
  zip_count: number;
  hierarchized_url: string;
  state_code: string;
  state_name: string;
}

export interface StateRow {
  id: string;
  country_id: string;
  code: string;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  hierarchized_url: string;
}

export const CITY_SELECT = `SELECT ci.*, s.code AS state_code, s.name AS state_name FROM cities ci JOIN states s ON s.id = ci.state_id`;

export type ExplorePlace =
  | { kind: 'city'; city: CityRow }
  | { kind: 'state'; state: StateRow }
  | { kind: 'country'; countryId: string };

/** Resolves `/explore/{country}[/{state}[/{city}|/courses]]` to its place, or null. */
export function resolveExploreUrl(db: Database.Database, url: string): ExplorePlace | null {
  const parts = url
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean);
  if (parts[0] !== 'explore' || parts.length < 2 || parts.length > 4) return null;
  const [, country, state, city] = parts;
  if (!country) return null;
  if (!state) {
    const found = prepared(db, 'SELECT id FROM countries WHERE id = ?').get(country) as
      { id: string } | undefined;
    return found ? { kind: 'country', countryId: found.id } : null;
  }
  if (!city || city === 'courses') {
    const row = prepared(db, 'SELECT * FROM states WHERE hierarchized_url = ?').get(
      `/explore/${country}/${state}`,
    ) as StateRow | undefined;
    return row ? { kind: 'state', state: row } : null;
  }
  const row = prepared(db, `${CITY_SELECT} WHERE ci.hierarchized_url = ?`).get(
    `/explore/${country}/${state}/${city}`,
  ) as CityRow | undefined;
  return row ? { kind: 'city', city: row } : null;
}

export function cityView(c: CityRow) {
  return {
    id: c.id,
    type: 'City' as const,
    name: c.name,
    slug: c.slug,
    label: `${c.name}, ${c.state_code}`,
    state_id: c.state_id,
    state_code: c.state_code,
    state_name: c.state_name,
    country_id: c.country_id,
    latitude: c.latitude,
    longitude: c.longitude,
    hierarchized_url: c.hierarchized_url,
  };
}

export function stateView(s: StateRow) {
  return {
    id: s.id,
    type: 'State' as const,
    code: s.code,
    name: s.name,
    slug: s.slug,
    label: s.name,
    country_id: s.country_id,
    latitude: s.latitude,
    longitude: s.longitude,
    hierarchized_url: s.hierarchized_url,
  };
}
