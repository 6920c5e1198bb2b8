import type Database from 'better-sqlite3';
import { insertBanners, insertDeals, insertSections } from './catalogContent';
import { insertFaqs } from './catalogFaqs';
import { insertCategories, insertCourses } from './catalogCourses';
import { buildCities, insertCities, insertPlaces, TEST_EXTRA_CITIES } from './catalogPlaces';
import { seedForeplayReviews } from './foreplayReviews';
import { insertProviders } from './catalogProviders';
import type { SeedOptions } from './seedOptions';
import { createPrng } from './prng';
import { assignCourseTimeZones } from '../services/courseTimeZones';
import { rebuildPlaceSearch } from '../services/placeSearch';

/** Course counts per seed size. */
export const CATALOG_SIZES = { full: 4000, test: 160 } as const;

/** Seeds places, providers, courses, categories, sections, deals, banners and FAQs in one transaction. */
export function seedCatalog(db: Database.Database, options: SeedOptions): void {
  const rng = createPrng(`teetime-catalog-${options.size}`);
  const today = options.clock().toISOString().slice(0, 10);
  const cities = buildCities(options.size);
  db.transaction(() => {
    insertPlaces(db, cities);
    insertProviders(db);
    const courses = insertCourses(db, rng, cities, CATALOG_SIZES[options.size]);
    const dealCourses = insertDeals(db, rng, courses, today);
    insertCategories(db, courses, dealCourses);
    if (options.size === 'test') {
      // After the other cities' courses, deals and categories, from a PRNG of their own: those stay as they were.
      const extraRng = createPrng('teetime-catalog-test-extra');
      let firstId = 1001 + courses.length;
      for (const [key, names] of Object.entries(TEST_EXTRA_CITIES)) {
        const extra = buildCities('test', [key]);
        insertCities(db, extra);
        firstId += insertCourses(db, extraRng, extra, names.length, { firstId, names }).length;
      }
    }
    seedForeplayReviews(db);
    insertSections(db, courses);
    insertBanners(db, courses);
    insertFaqs(db);
  })();
  assignCourseTimeZones(db);
  rebuildPlaceSearch(db);
}
