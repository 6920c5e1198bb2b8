import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';
import { cityForZip } from './cityLookup';
import { AUTOCOMPLETE_LIMIT, AUTOCOMPLETE_MIN_CHARS } from './catalogConstants';
import { distanceMiles, roundMiles } from './geo';
import { placeVocabulary, syncPlaceSearch } from './placeSearch';
import { searchWords, tokens, typoDistance } from './searchText';

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

const SYMBOL: Record<LocationType, string> = {
  City: 'city',
  State: 'state',
  Course: 'golf',
  Zipcode: 'pin',
  Section: 'star',
  Deal: 'tag',
};

/** How well a place matches, best first. */
const TIER = {
  /** The city of a typed zip code. */
  zipCity: -1,
  /** The text names it: "austin", "Austin, TX", "Scottsdale, Arizona", a course's full name, a whole zip code. */
  exact: 0,
  /** Its name begins with the text: "scotts", "fox rid", a zip code's first digits. */
  prefix: 1,
  /** Each word begins a word of its name or of where it is: "fox ridge scottsdale", "ridge". */
  words: 2,
  /** Each word is inside one of its words ("dale"). */
  inside: 3,
} as const;

type Found = {
  type: LocationType;
  type_rank: number;
  id: string;
  name: string;
  label: string;
  slug: string;
  url: string;
  lat: number;
  lon: number;
  popularity: number;
  tier: number;
};
type Near = { lat: number; lon: number } | null;

/** Places of the index matching normalised words, best first, at most `limit` (placeSearch.ts, migration 014). */
function findPlaces(
  db: Database.Database,
  words: string,
  opts: { limit: number; near: Near; withoutTeeTimes: boolean },
): Found[] {
  const all = tokens(words);
  if (!all.length) return [];
  // The trigram index finds words of 3 letters and more anywhere; shorter ones ("tx", "st")
  // must begin a word of the place.
  const long = all.filter((t) => t.length >= 3);
  const short = all.filter((t) => t.length < 3);
  const wordsOf = `' ' || p.name_words || ' ' || p.place_words`;
  const startsWord = (n: number) =>
    Array.from({ length: n }, () => `instr(${wordsOf}, ' ' || ?) > 0`).join(' AND ');
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (long.length) {
    where.push('place_search MATCH ?');
    params.push(long.map((t) => `"${t}"`).join(' '));
  }
  if (short.length) {
    where.push(startsWord(short.length));
    params.push(...short);
  }
  if (!opts.withoutTeeTimes) where.push("(p.type <> 'Course' OR p.sells_tee_times = 1)");
  const distance = opts.near
    ? `CASE WHEN p.latitude = 0 AND p.longitude = 0 THEN 0 ELSE
         (p.latitude - @lat) * (p.latitude - @lat) + (p.longitude - @lon) * (p.longitude - @lon) * @cos2 END, `
    : '';
  const sql = `
    SELECT p.type, p.type_rank, p.id, p.name, p.label, p.slug, p.url, p.latitude AS lat, p.longitude AS lon, p.popularity,
      CASE WHEN instr(p.exact, ?) > 0 THEN ${TIER.exact}
           WHEN substr(p.name_words, 1, ?) = ? THEN ${TIER.prefix}
           WHEN ${startsWord(all.length)} THEN ${TIER.words}
           ELSE ${TIER.inside} END AS tier
    FROM ${long.length ? 'place_search f JOIN place_index p ON p.rowid = f.rowid' : 'place_index p'}
    WHERE ${where.join(' AND ')}
    ORDER BY tier, p.type_rank, ${distance}p.popularity DESC, p.name
    LIMIT ?`;
  const args: unknown[] = [`|${words}|`, words.length, words, ...all, ...params, opts.limit];
  if (opts.near) {
    const cos = Math.cos((opts.near.lat * Math.PI) / 180);
    args.push({ lat: opts.near.lat, lon: opts.near.lon, cos2: cos * cos });
  }
  return prepared(db, sql).all(...args) as Found[];
}

/**
 * The text with each word that is in no place's words (4 letters and more) replaced by the known
 * word one typo away (an extra, missing, wrong or swapped letter; for the last word, as typed so
 * far, one typo from a known word's beginning), the word of most places when several are; null
 * when no word needs or finds a correction.
 */
function corrected(db: Database.Database, words: string): string | null {
  const vocabulary = placeVocabulary(db);
  const typed = tokens(words);
  let changed = false;
  const fixed = typed.map((t, i) => {
    if (t.length < 4 || /\d/.test(t) || vocabulary.has(t)) return t;
    const partial = i === typed.length - 1;
    let best: { word: string; whole: boolean; count: number } | null = null;
    for (const [word, count] of vocabulary) {
      if (word.includes(t)) return t;
      if (typoDistance(t, word, partial) > 1) continue;
      const whole = typoDistance(t, word, false) <= 1;
      if (!best || (whole && !best.whole) || (whole === best.whole && count > best.count))
        best = { word, whole, count };
    }
    if (!best) return t;
    changed = true;
    return best.word;
  });
  return changed ? fixed.join(' ') : null;
}

/**
 * Location suggestions for typed text (spec 01 §5, §7): nothing under 3 trimmed characters; at
 * most `limit` (10). The text is read as a golfer types it ("Austin, TX", "austin tx",
 * "Scottsdale, Arizona", a zip code, a course's name or part of it, a name and a town): every
 * word must be found in the place's name or where it is (FTS5 trigram index, any part of a word).
 * When nothing matches, a word one typo from a known word is corrected ("Scotsdale", "Fox Rigde")
 * and the search runs again. Order: a typed zip code's city, places the text names exactly,
 * names that begin with it, names and towns whose words begin with its words, the rest; then
 * city, state, course, zip code, section, deal; then nearest (with lat/lon) or most popular.
 */
export function autocomplete(db: Database.Database, query: AutocompleteQuery): LocationSuggestion[] {
  const q = query.q.trim();
  if (q.length < AUTOCOMPLETE_MIN_CHARS) return [];
  syncPlaceSearch(db);
  const limit = Math.min(query.limit ?? AUTOCOMPLETE_LIMIT, AUTOCOMPLETE_LIMIT);
  const near: Near =
    query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, lon: query.lon } : null;
  const words = searchWords(q);
  const opts = { limit, near, withoutTeeTimes: query.includeWithoutTeeTimes !== false };
  const found: Found[] = [];

  // A typed zip code also suggests its city first, so a zip resolves to a non-zip location.
  const zipCity = cityForZip(db, q);
  if (zipCity) {
    const c = zipCity.city;
    found.push({
      type: 'City',
      type_rank: 0,
      id: c.id,
      name: c.name,
      slug: c.slug,
      label: `${c.name}, ${c.state_code}`,
      url: c.hierarchized_url,
      lat: c.latitude,
      lon: c.longitude,
      popularity: 0,
      tier: TIER.zipCity,
    });
  }
  if (query.includeZipCodes && /^[A-Za-z0-9 ]+$/.test(q)) {
    const prefix = q.toUpperCase();
    const zips = prepared(
      db,
      `SELECT 'Zipcode' AS type, 3 AS type_rank, z.zip AS id, z.zip AS name, z.zip AS slug, z.zip || ' - ' || ci.name || ', ' || s.code AS label,
         ci.hierarchized_url AS url, z.latitude AS lat, z.longitude AS lon, 0 AS popularity,
         CASE WHEN z.zip = ? THEN ${TIER.exact} ELSE ${TIER.prefix} END AS tier
       FROM zipcodes z JOIN cities ci ON ci.id = z.city_id JOIN states s ON s.id = ci.state_id
       WHERE z.zip >= ? AND z.zip < ? ORDER BY z.zip LIMIT ?`,
    ).all(prefix, prefix, `${prefix}\uffff`, limit) as Found[];
    found.push(...zips);
  }
  let places = findPlaces(db, words, opts);
  if (!places.length && !found.length) {
    const fixed = corrected(db, words);
    if (fixed) places = findPlaces(db, fixed, opts);
  }
  for (const p of places) if (!found.some((f) => f.type === p.type && f.id === p.id)) found.push(p);

  const miles = (f: Found) =>
    near && (f.lat !== 0 || f.lon !== 0) ? distanceMiles(near.lat, near.lon, f.lat, f.lon) : null;
  const scored = found.map((f) => ({ f, distance: miles(f) }));
  scored.sort(
    (a, b) =>
      a.f.tier - b.f.tier ||
      a.f.type_rank - b.f.type_rank ||
      (a.distance ?? 0) - (b.distance ?? 0) ||
      b.f.popularity - a.f.popularity ||
      a.f.name.localeCompare(b.f.name),
  );
  return scored.slice(0, limit).map(({ f, distance }) => ({
    id: f.id,
    label: f.label,
    name: f.name,
    slug: f.slug,
    symbol: SYMBOL[f.type],
    type: f.type,
    hierarchized_url: f.url,
    latitude: f.lat,
    longitude: f.lon,
    distance: distance === null ? null : roundMiles(distance),
  }));
}
