import type Database from 'better-sqlite3';
import { distanceMiles } from '../services/geo';
import { OTHER_COUNTRIES } from './countries';
import { zipcodeData, type ZipRecord } from './zipcodeData';

export interface SeedCity {
  id: string;
  name: string;
  slug: string;
  stateId: string;
  stateCode: string;
  countryId: 'us' | 'ca';
  latitude: number;
  longitude: number;
  zips: ZipRecord[];
  hierarchizedUrl: string;
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function titleCase(text: string): string {
  return text.replace(/(^|[\s\-/.])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

const DIRECTION_SUFFIX =
  /\s+(north|south|east|west|central|northeast|northwest|southeast|southwest|downtown|and|inner|outer|region)(\s+.*)?$/i;

/** Canadian FSA names look like "Calgary (rundle / Whitehorn)" or "Medicine Hat North". */
function canadianCityName(raw: string): string | null {
  const base = raw
    .replace(/\s*\(.*$/, '')
    .replace(/^(downtown|central|east|west|north|south)\s+(toronto)\b.*$/i, '$2')
    .replace(DIRECTION_SUFFIX, '')
    .trim();
  if (
    !base ||
    /[\ufffd]|\d|\bstn\b|provincial|business/i.test(base) ||
    /\b(region|alberta|ontario|quebec|manitoba|saskatchewan|columbia|remote|rural)\b/i.test(base)
  )
    return null;
  return titleCase(base);
}

/** Cities of the test seed (name|state), so tests know what exists. */
export const TEST_CITIES = [
  'New York|NY',
  'Chicago|IL',
  'Austin|TX',
  'Phoenix|AZ',
  'Miami|FL',
  'Denver|CO',
  'Toronto|ON',
  'Vancouver|BC',
];

/**
 * Cities the test seed adds after the others' courses, deals and sections (so those stay as they
 * were), each with the courses named here: a city whose name is long enough to misspell and
 * whose courses share words with other cities' ("Fox Ridge"), for the location search's tests.
 */
export const TEST_EXTRA_CITIES: Record<string, readonly string[]> = {
  'Scottsdale|AZ': ['Fox Ridge Golf Course', 'Scottsdale Municipal Golf Course', 'Camelback Golf Club'],
};

/** Groups postal codes into cities and keeps the larger ones (most postal codes). */
export function buildCities(size: 'full' | 'test', testCities: readonly string[] = TEST_CITIES): SeedCity[] {
  const { codes, states } = zipcodeData();
  const groups = new Map<
    string,
    { name: string; stateCode: string; countryId: 'us' | 'ca'; zips: ZipRecord[] }
  >();
  for (const rec of Object.values(codes)) {
    if (!(rec.latitude > 15 && rec.latitude < 75 && rec.longitude < -50 && rec.longitude > -170)) continue; // bad coordinates
    const isUs = rec.country === 'US';
    const stateCode = isUs ? rec.state : states.full[rec.state.toUpperCase()];
    if (!stateCode || (isUs && !states.abbr[stateCode])) continue; // military and territories
    const name = isUs ? titleCase(rec.city.toLowerCase()) : canadianCityName(rec.city);
    if (!name) continue;
    const key = `${name}|${stateCode}`;
    const group = groups.get(key) ?? { name, stateCode, countryId: isUs ? 'us' : 'ca', zips: [] };
    group.zips.push(rec);
    groups.set(key, group);
  }
  const ranked = [...groups.entries()].sort(
    (a, b) => b[1].zips.length - a[1].zips.length || a[0].localeCompare(b[0]),
  );
  const chosen =
    size === 'test'
      ? ranked.filter(([key]) => testCities.includes(key))
      : [
          ...ranked.filter(([, g]) => g.countryId === 'us').slice(0, 420),
          ...ranked.filter(([, g]) => g.countryId === 'ca' && g.zips.length >= 3).slice(0, 40),
        ];
  return chosen.map(([, g]) => {
    const slug = slugify(g.name);
    const stateId = `${g.countryId}-${g.stateCode.toLowerCase()}`;
    const mLat = median(g.zips.map((z) => z.latitude));
    const mLon = median(g.zips.map((z) => z.longitude));
    // Drop postal codes far from the city's median (data errors, far-flung PO boxes).
    const zips = g.zips
      .filter((z) => distanceMiles(mLat, mLon, z.latitude, z.longitude) <= 40)
      .sort((a, b) => a.zip.localeCompare(b.zip));
    const latitude = zips.reduce((s, z) => s + z.latitude, 0) / zips.length;
    const longitude = zips.reduce((s, z) => s + z.longitude, 0) / zips.length;
    return {
      id: `${stateId}-${slug}`,
      name: g.name,
      slug,
      stateId,
      stateCode: g.stateCode,
      countryId: g.countryId,
      latitude: Math.round(latitude * 1e4) / 1e4,
      longitude: Math.round(longitude * 1e4) / 1e4,
      zips,
      hierarchizedUrl: `/explore/${g.countryId}/${g.stateCode.toLowerCase()}/${slug}`,
    };
  });
}

/** Inserts countries, every US state and Canadian province, the chosen cities and their postal codes. */
export function insertPlaces(db: Database.Database, cities: SeedCity[]): void {
  const { codes, states } = zipcodeData();
  const country = db.prepare('INSERT INTO countries (id, iso2, name, explore_enabled) VALUES (?, ?, ?, ?)');
  country.run('us', 'US', 'United States', 1);
  country.run('ca', 'CA', 'Canada', 1);
  for (const [iso2, name] of OTHER_COUNTRIES) country.run(iso2.toLowerCase(), iso2, name, 0);

  const centres = new Map<string, { lat: number; lon: number; n: number; countryId: 'us' | 'ca' }>();
  for (const rec of Object.values(codes)) {
    const code = rec.country === 'US' ? rec.state : states.full[rec.state.toUpperCase()];
    if (!code || !states.abbr[code]) continue;
    const c = centres.get(code) ?? { lat: 0, lon: 0, n: 0, countryId: rec.country === 'US' ? 'us' : 'ca' };
    c.lat += rec.latitude;
    c.lon += rec.longitude;
    c.n += 1;
    centres.set(code, c);
  }
  const state = db.prepare(
    'INSERT INTO states (id, country_id, code, slug, name, latitude, longitude, hierarchized_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const [code, c] of centres) {
    const countryId = c.countryId;
    const rawName = states.abbr[code] ?? code;
    const name = titleCase(rawName.toLowerCase().replace('northewest', 'northwest'))
      .replace(' Of ', ' of ')
      .replace(' And ', ' and ');
    const slug = code.toLowerCase();
    state.run(
      `${countryId}-${slug}`,
      countryId,
      code,
      slug,
      name,
      round4(c.lat / c.n),
      round4(c.lon / c.n),
      `/explore/${countryId}/${slug}`,
    );
  }
  insertCities(db, cities);
}

/** Inserts cities and their postal codes (their states inserted already). */
export function insertCities(db: Database.Database, cities: SeedCity[]): void {
  const city = db.prepare(
    'INSERT INTO cities (id, name, slug, state_id, country_id, latitude, longitude, zip_count, hierarchized_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const zip = db.prepare(
    'INSERT OR IGNORE INTO zipcodes (zip, city_id, latitude, longitude) VALUES (?, ?, ?, ?)',
  );
  for (const c of cities) {
    city.run(
      c.id,
      c.name,
      c.slug,
      c.stateId,
      c.countryId,
      c.latitude,
      c.longitude,
      c.zips.length,
      c.hierarchizedUrl,
    );
    for (const z of c.zips) zip.run(z.zip, c.id, z.latitude, z.longitude);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function round4(n: number): number {
  return Math.round(n * 1e4) / 1e4;
}
