import type Database from 'better-sqlite3';
import { SEED_PROVIDERS } from './catalogProviders';
import { slugify, type SeedCity } from './catalogPlaces';
import { courseDescription, courseName, streetAddress } from './courseNames';
import type { Prng } from './prng';

export interface SeedCourse {
  id: string;
  cityId: string;
  stateId: string;
  numHoles: number;
  rating: number;
  slope: number;
  bookingCount: number;
  minRate: number;
  sellsTeeTimes: boolean;
  latitude: number;
  longitude: number;
  isPublic: boolean;
}

const COLUMNS = [
  'id',
  'slug',
  'name',
  'full_name',
  'description',
  'phone',
  'address_street',
  'address_zipcode',
  'city_id',
  'state_id',
  'country_id',
  'latitude',
  'longitude',
  'num_holes',
  'par_score',
  'slope',
  'rating_value',
  'score',
  'booking_count',
  'min_regular_rate',
  'partner_tier',
  'booking_site_url',
  'has_network_membership',
  'has_eventual_insurance',
  'has_real_photo',
  'photo_count',
  'is_best',
  'is_vip',
  'sells_tee_times',
  'hierarchized_url',
];

/** How many courses each city gets: proportional to the square root of its postal-code count. */
function shares(cities: SeedCity[], total: number): number[] {
  const weights = cities.map((c) => Math.sqrt(c.zips.length));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.max(2, Math.round((w / sum) * total)));
}

/** Inserts courses around the cities with every Course field, plus which providers sell each. */
export function insertCourses(
  db: Database.Database,
  rng: Prng,
  cities: SeedCity[],
  total: number,
  /** The first course's id, and names for every city's courses (one course each) instead of made-up ones. */
  options: { firstId?: number; names?: readonly string[] } = {},
): SeedCourse[] {
  const insert = db.prepare(
    `INSERT INTO courses (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`,
  );
  const sells = db.prepare('INSERT INTO course_providers (course_id, provider_id) VALUES (?, ?)');
  const slugs = new Set<string>();
  const out: SeedCourse[] = [];
  const counts = options.names ? cities.map(() => options.names!.length) : shares(cities, total);
  let next = options.firstId ?? 1001;
  cities.forEach((city, index) => {
    const names = new Set<string>();
    for (let n = 0; n < (counts[index] ?? 2); n++) {
      const id = String(next++);
      const name = options.names?.[n] ?? courseName(rng, city.name, names);
      let slug = slugify(name);
      if (slugs.has(slug)) slug = `${slug}-${city.slug}`;
      if (slugs.has(slug)) slug = `${slug}-${id}`;
      slugs.add(slug);
      const zip = rng.pick(city.zips);
      const latitude = round5(zip.latitude + rng.float(-0.05, 0.05));
      const longitude = round5(zip.longitude + rng.float(-0.06, 0.06));
      const nine = rng.chance(0.15);
      const numHoles = nine ? 9 : 18;
      const par = nine ? rng.pick([27, 34, 35, 36]) : rng.pick([70, 71, 72, 72, 72]);
      const slope = rng.int(105, 145);
      const score = nine ? round1(rng.float(30, 36)) : round1(rng.float(67, 75.5));
      const rating = round1(Math.min(5, 2.8 + rng.next() * 1.6 + rng.next() * 0.6));
      const premium = rng.chance(0.08);
      const minRate = nine ? rng.int(12, 45) : premium ? rng.int(150, 320) : rng.int(25, 140);
      const isPublic = rng.chance(0.75);
      const sellsTeeTimes = rng.chance(0.85);
      const courseUrl = `https://www.${slug.replace(/-/g, '')}.example.com`;
      const bookingSite = rng.chance(0.3) ? `${courseUrl}/book-tee-times` : null;
      const bookingCount = Math.floor(rng.next() ** 2 * 25000);
      insert.run(
        id,
        slug,
        name,
        `${name}, ${city.name}, ${city.stateCode}`,
        courseDescription(rng, name, numHoles, par, isPublic),
        `(${rng.int(201, 989)}) 555-${String(rng.int(100, 9999)).padStart(4, '0')}`,
        streetAddress(rng),
        zip.zip,
        city.id,
        city.stateId,
        city.countryId,
        latitude,
        longitude,
        numHoles,
        par,
        slope,
        rating,
        score,
        bookingCount,
        minRate,
        rng.chance(0.12) ? 'silver' : null,
        bookingSite,
        rng.chance(0.15) ? 1 : 0,
        rng.chance(0.4) ? 1 : 0,
        rng.chance(0.7) ? 1 : 0,
        rng.int(1, 5),
        rng.chance(0.08) ? 1 : 0,
        rng.chance(0.05) ? 1 : 0,
        sellsTeeTimes ? 1 : 0,
        `${city.hierarchizedUrl}/${id}`,
      );
      if (sellsTeeTimes) {
        const chosen = new Set<string>();
        const howMany = rng.int(1, 3);
        while (chosen.size < howMany) chosen.add(rng.pick(SEED_PROVIDERS).id);
        for (const providerId of chosen) sells.run(id, providerId);
      }
      out.push({
        id,
        cityId: city.id,
        stateId: city.stateId,
        numHoles,
        rating,
        slope,
        bookingCount,
        minRate,
        sellsTeeTimes,
        latitude,
        longitude,
        isPublic,
      });
    }
  });
  return out;
}

/** Curated categories (spec 01 §9) from each course's own numbers. */
export function insertCategories(
  db: Database.Database,
  courses: SeedCourse[],
  dealCourseIds: Set<string>,
): void {
  const stmt = db.prepare('INSERT INTO course_categories (category, course_id) VALUES (?, ?)');
  const byBookings = [...courses].sort((a, b) => b.bookingCount - a.bookingCount);
  const mostPlayed = new Set(byBookings.slice(0, Math.ceil(courses.length * 0.1)).map((c) => c.id));
  for (const c of courses) {
    const cats: string[] = [];
    if (c.rating >= 4.3 && c.slope >= 125) cats.push('best_courses');
    if (c.rating >= 4.1 && c.isPublic) cats.push('best_public_courses');
    if (c.rating >= 4.5) cats.push('top_rated');
    if (c.numHoles === 9 && c.rating >= 3.8) cats.push('best_9_hole');
    if (mostPlayed.has(c.id)) cats.push('most_played');
    if (dealCourseIds.has(c.id) || (c.minRate <= 40 && c.sellsTeeTimes)) cats.push('best_deals');
    if (c.slope <= 115) cats.push('best_for_beginners');
    for (const cat of cats) stmt.run(cat, c.id);
  }
}

function round5(n: number): number {
  return Math.round(n * 1e5) / 1e5;
}
function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
