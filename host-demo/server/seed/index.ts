import type Database from 'better-sqlite3';
import { seedAccounts } from './accounts';
import { seedBrandAppKeys } from './brandAppKeys';
import { seedCatalog } from './catalog';
import { seedCourseReviews } from './catalogReviews';
import { seedMemberships } from './memberships';

import type { SeedOptions } from './seedOptions';

export type { SeedOptions, SeedSize } from './seedOptions';

/** Fills a freshly migrated database: the catalog first, then accounts and booking data, then course reviews, memberships and the brands' issued app keys. */
export function seed(db: Database.Database, options: SeedOptions): void {
  seedCatalog(db, options);
  seedAccounts(db, options);
  seedCourseReviews(db, options);
  seedMemberships(db, options);
  seedBrandAppKeys(db);
}

/** True when the catalog has been seeded already. */
export function isSeeded(db: Database.Database): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM countries').get() as { n: number };
  return row.n > 0;
}
