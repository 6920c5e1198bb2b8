import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';
import { CITY_SELECT, cityView, stateView, type CityRow, type StateRow, type ExplorePlace } from './places';

interface CountryRow {
  id: string;
  iso2: string;
  name: string;
  explore_enabled: number;
}

function countryView(r: CountryRow) {
  return {
    id: r.id,
    iso2: r.iso2,
    name: r.name,
    explore_enabled: r.explore_enabled === 1,
    hierarchized_url: `/explore/${r.id}`,
  };
}

/** Countries, the United States and Canada first, then by name. */
export function listCountries(db: Database.Database, exploreOnly: boolean) {
  const rows = prepared(
    db,
    `SELECT * FROM countries ${exploreOnly ? 'WHERE explore_enabled = 1' : ''} ORDER BY CASE id WHEN 'us' THEN 0 WHEN 'ca' THEN 1 ELSE 2 END, name`,
  ).all() as CountryRow[];
  return rows.map(countryView);
}

export function findCountry(db: Database.Database, idOrIso2: string) {
  const row = prepared(db, 'SELECT * FROM countries WHERE id = lower(?)').get(idOrIso2) as
    CountryRow | undefined;
  return row ? countryView(row) : null;
}

/** States of a country with how many courses each has. */
export function listStates(db: Database.Database, countryId: string) {
  const rows = prepared(
    db,
    `SELECT s.*, (SELECT COUNT(*) FROM courses c WHERE c.state_id = s.id) AS course_count FROM states s WHERE s.country_id = ? ORDER BY s.name`,
  ).all(countryId) as (StateRow & { course_count: number })[];
  return rows.map((r) => ({ ...stateView(r), course_count: r.course_count }));
}

function citiesOf(db: Database.Database, stateId: string) {
  const rows = prepared(
    db,
    `${CITY_SELECT.replace('SELECT ci.*,', 'SELECT ci.*, (SELECT COUNT(*) FROM courses c WHERE c.city_id = ci.id) AS course_count,')}
       WHERE ci.state_id = ? ORDER BY ci.name`,
  ).all(stateId) as (CityRow & { course_count: number })[];
  return rows.map((r) => ({ ...cityView(r), course_count: r.course_count }));
}

/** The explore tree under a place: a country's states, a state's cities, a city's course count. */
export function exploreTree(db: Database.Database, place: ExplorePlace | null) {
  if (!place) {
    return {
      countries: listCountries(db, true).map((c) => ({
        ...c,
        states: listStates(db, c.id).filter((s) => s.course_count > 0),
      })),
    };
  }
  if (place.kind === 'country') {
    return { country: findCountry(db, place.countryId), states: listStates(db, place.countryId) };
  }
  if (place.kind === 'state') {
    return {
      country: findCountry(db, place.state.country_id),
      state: stateView(place.state),
      cities: citiesOf(db, place.state.id),
    };
  }
  const count = (
    prepared(db, 'SELECT COUNT(*) AS n FROM courses WHERE city_id = ?').get(place.city.id) as { n: number }
  ).n;
  return {
    country: findCountry(db, place.city.country_id),
    city: { ...cityView(place.city), course_count: count },
  };
}
