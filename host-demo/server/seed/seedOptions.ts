/** How much to seed ('test': a small catalog for fast tests) and the clock dates are seeded from. */
export type SeedSize = 'full' | 'test';

export interface SeedOptions {
  size: SeedSize;
  clock: () => Date;
}
