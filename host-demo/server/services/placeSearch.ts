import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';
import { abbreviated, searchWords } from './searchText';

/**
 * The location search index (migration 014): one row per city, state, course, section and deal
 * with its suggestion's fields and its words as searchWords reads them, under an FTS5 trigram
 * index. Built here (so its words are normalised as the typed text is) whenever the places it
 * copies changed (their triggers mark it stale): at seeding, at the server's start and, at the
 * latest, by the next search.
 */

type Source = {
  type: 'City' | 'State' | 'Course' | 'Section' | 'Deal';
  id: string;
  name: string;
  label: string;
  slug: string;
  url: string;
  lat: number;
  lon: number;
  popularity: number;
  sells: number;
  city: string | null;
  code: string | null;
  state: string | null;
};

const TYPE_RANK = { City: 0, State: 1, Course: 2, Section: 4, Deal: 5 } as const;

const SOURCES = `
  SELECT 'City' AS type, ci.id, ci.name, ci.name || ', ' || s.code AS label, ci.slug, ci.hierarchized_url AS url,
         ci.latitude AS lat, ci.longitude AS lon, ci.zip_count AS popularity, 1 AS sells,
         NULL AS city, s.code, s.name AS state
    FROM cities ci JOIN states s ON s.id = ci.state_id
  UNION ALL
  SELECT 'State', id, name, name, slug, hierarchized_url, latitude, longitude, 0, 1, NULL, code, NULL FROM states
  UNION ALL
  SELECT 'Course', c.id, c.name, c.name || ' - ' || ci.name || ', ' || s.code, c.slug, c.hierarchized_url,
         c.latitude, c.longitude, c.booking_count, c.sells_tee_times, ci.name, s.code, s.name
    FROM courses c JOIN cities ci ON ci.id = c.city_id JOIN states s ON s.id = c.state_id
  UNION ALL
  SELECT 'Section', id, title, title, slug, '/sections/' || slug, 0, 0, 0, 1, NULL, NULL, NULL FROM course_sections
  UNION ALL
  SELECT 'Deal', d.id, d.title, d.title, d.slug, '/deals/' || d.id, c.latitude, c.longitude, 0, 1, ci.name, s.code, s.name
    FROM deals d JOIN courses c ON c.id = d.course_id JOIN cities ci ON ci.id = c.city_id JOIN states s ON s.id = c.state_id`;

/** The words of a place's name and of where it is, and the texts that name it exactly ("austin", "austin tx", "austin texas"). */
function wordsOf(p: Source): { name: string; place: string; exact: string[] } {
  const name = searchWords(p.name);
  const code = p.code ? searchWords(p.code) : '';
  const state = p.state ? searchWords(p.state) : '';
  const city = searchWords(p.city ?? '');
  let place: string;
  let exact: string[];
  switch (p.type) {
    case 'City':
      place = `${code} ${state}`;
      exact = [name, `${name} ${code}`, `${name} ${state}`];
      break;
    case 'State':
      place = code;
      exact = [name, code];
      break;
    case 'Course':
      place = `${city} ${code} ${state}`;
      exact = [name, `${name} ${city}`, `${name} ${city} ${code}`, `${name} ${city} ${state}`];
      break;
    default:
      place = `${city} ${code} ${state}`;
      exact = [name];
  }
  // "St. Louis" finds Saint Louis: the usual abbreviations name a place too.
  const short = abbreviated(`${name} ${place}`);
  if (short) place = `${place} ${short}`;
  exact = exact.flatMap((e) => [e, abbreviated(e) ?? e]);
  return { name, place: place.replace(/ +/g, ' ').trim(), exact };
}

/** Rebuilds the index from the places' tables (one transaction). Returns its row count. */
export function rebuildPlaceSearch(db: Database.Database): number {
  const rows = db.prepare(SOURCES).all() as Source[];
  const insert = db.prepare(
    `INSERT INTO place_index (type, type_rank, id, name, label, slug, url, latitude, longitude, popularity,
       sells_tee_times, name_words, place_words, exact) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    db.exec('DELETE FROM place_index');
    for (const p of rows) {
      const w = wordsOf(p);
      insert.run(
        p.type,
        TYPE_RANK[p.type],
        p.id,
        p.name,
        p.label,
        p.slug,
        p.url,
        p.lat,
        p.lon,
        p.popularity,
        p.sells,
        w.name,
        w.place,
        `|${[...new Set(w.exact.map((e) => e.replace(/ +/g, ' ').trim()))].join('|')}|`,
      );
    }
    db.exec("INSERT INTO place_search (place_search) VALUES ('rebuild')");
    db.exec('UPDATE place_search_state SET stale = 0');
  })();
  vocabularies.delete(db);
  return rows.length;
}

/** Rebuilds the index when the places changed since it was built; returns the rows indexed (0: it was fresh). */
export function syncPlaceSearch(db: Database.Database): number {
  const state = prepared(db, 'SELECT stale FROM place_search_state WHERE id = 1').get() as
    { stale: number } | undefined;
  return state?.stale ? rebuildPlaceSearch(db) : 0;
}

const vocabularies = new WeakMap<Database.Database, Map<string, number>>();

/** Every word of the index with how many places hold it (for correcting a typo), read once per build. */
export function placeVocabulary(db: Database.Database): Map<string, number> {
  let words = vocabularies.get(db);
  if (!words) {
    words = new Map();
    const rows = prepared(db, 'SELECT name_words, place_words FROM place_index').all() as {
      name_words: string;
      place_words: string;
    }[];
    for (const r of rows) {
      for (const w of new Set(`${r.name_words} ${r.place_words}`.split(' ')))
        if (w) words.set(w, (words.get(w) ?? 0) + 1);
    }
    vocabularies.set(db, words);
  }
  return words;
}
