import { createRequire } from 'node:module';

/** One postal code of the `zipcodes` package (BSD-licensed; US zips and Canadian FSAs). */
export interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: 'US' | 'Canada';
}

interface ZipcodesModule {
  codes: Record<string, ZipRecord>;
  states: { full: Record<string, string>; abbr: Record<string, string> };
}

const require = createRequire(import.meta.url);
let cached: ZipcodesModule | undefined;

/** The `zipcodes` package, loaded once. */
export function zipcodeData(): ZipcodesModule {
  cached ??= require('zipcodes') as ZipcodesModule;
  return cached;
}
