import type Database from 'better-sqlite3';
import { insertBanners, insertDeals, insertSections } from './catalogContent';
import { insertFaqs } from './catalogFaqs';
import { insertCategories, insertCourses } from './catalogCourses';
import { buildCities, insertPlaces } from './catalogPlaces';
import { seedForeplayReviews } from './foreplayReviews';
import { insertProviders } from './catalogProviders';
import type { SeedOptions } from './seedOptions';
import { createPrng } from './prng';
import { assignCourseTimeZones } from '../services/courseTimeZones';

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
    seedForeplayReviews(db);
    insertSections(db, courses);
    insertBanners(db, courses);
    insertFaqs(db);
  })();
  assignCourseTimeZones(db);
}
