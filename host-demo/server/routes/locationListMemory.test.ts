import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/makeApp';

/**
 * Course lists answered from memory (the answer cache with its clock key, the remembered
 * candidates and availability, shared by pages, points and filters) must be exactly the lists
 * a fresh server computes at that instant: one long-lived app walks through instants (within a
 * minute, the next minute, across New York's and Los Angeles' midnights) and a sale, and every
 * answer is compared with a new app's on the same data at the same instant.
 */
const INSTANTS = [
  '2026-06-15T13:00:10Z',
  '2026-06-15T13:00:50Z',
  '2026-06-15T13:01:05Z',
  '2026-06-16T03:59:30Z',
  '2026-06-16T04:00:30Z', // midnight in New York (EDT)
  '2026-06-16T07:00:30Z', // midnight in Los Angeles (PDT)
];
const POINTS = ['lat=40.75&lon=-73.99', 'lat=34.05&lon=-118.24', 'lat=41.88&lon=-87.63&max_radius=40'];
const QUERIES = [
  'date=2026-06-15',
  'date=2026-06-16&qty=2',
  'date=2026-06-17&min_hour=14&max_hour=17&sort=price',
  'date=2026-06-16&include_without_tee_times=true&sort=name',
  '',
];

describe('course lists answered from memory', () => {
  it('are the lists a fresh server computes at the same instant, on the same data', async () => {
    let now = new Date(INSTANTS[0]!);
    const warm = makeTestApp({ clock: () => now });
    let sold: string | undefined;
    for (const [step, instant] of INSTANTS.entries()) {
      now = new Date(instant);
      const fresh = makeTestApp({ clock: () => new Date(instant) });
      if (step === 3) {
        // A sale between two instants: the nearest course's first tee time tomorrow sells out.
        const first = (await (
          await warm.request(`/api/v6/courses/location_list?${POINTS[0]}&date=2026-06-16`)
        ).json()) as {
          location_results: { id: string }[];
        };
        sold = first.location_results[0]?.id;
        expect(sold).toBeDefined();
      }
      // The warm app sees the sale once; each fresh app starts from the seed and gets it too.
      for (const app of sold ? (step === 3 ? [warm, fresh] : [fresh]) : []) {
        // The fresh app generates its tee times on first read, as the warm one did.
        await app.request(`/api/v6/courses/location_list?${POINTS[0]}&date=2026-06-16`);
        app.db
          .prepare(
            `UPDATE tee_times SET players_available = 0 WHERE id =
               (SELECT id FROM tee_times WHERE course_id = ? AND date = '2026-06-16' ORDER BY tee_off_at_local LIMIT 1)`,
          )
          .run(sold);
      }
      for (const point of POINTS)
        for (const query of QUERIES)
          for (const page of [1, 2]) {
            const path = `/api/v6/courses/location_list?${point}&${query}&page=${page}`;
            const expected = await (await fresh.request(path)).text();
            expect(await (await warm.request(path)).text(), `${instant} ${path}`).toBe(expected);
          }
    }
  }, 120_000);
});
