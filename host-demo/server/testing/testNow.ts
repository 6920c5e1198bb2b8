import { parseInstant } from '../clock';

/**
 * The instant browser tests and end-to-end journeys run at, for both the sandbox and the page:
 * an evening in UTC (the afternoon in the US), where a clock read in the wrong zone shows.
 * `TEETIME_NOW` replaces it, e.g. `TEETIME_NOW=2026-11-23T05:00:00Z npm test`.
 */
export const BROWSER_TEST_NOW = '2026-11-22T19:00:00Z';

export function testNow(env: NodeJS.ProcessEnv = process.env): Date {
  return parseInstant(env.TEETIME_NOW) ?? new Date(BROWSER_TEST_NOW);
}
