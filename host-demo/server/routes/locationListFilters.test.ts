import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/makeApp';

const BASE = '/api/v6/courses/location_list?lat=40.75&lon=-73.99&date=2026-06-16';

interface Result {
  id: string;
  is_best: boolean;
  is_vip: boolean;
  has_network_membership: boolean;
  availability: { for_date: boolean };
  min_rate: number | null;
}

describe('location_list filters reach the tee times', () => {
  it('keeps only flagged courses with flags', async () => {
    const { request } = makeTestApp();
    const all = await (await request(BASE)).json();
    const best = await (await request(`${BASE}&flags=best`)).json();
    expect(best.total).toBeLessThan(all.total);
    expect(best.location_results.every((r: Result) => r.is_best)).toBe(true);
    const both = await (await request(`${BASE}&flags=best,network_membership`)).json();
    expect(both.location_results.every((r: Result) => r.is_best && r.has_network_membership)).toBe(true);
  });

  it('computes availability and min rate from the chosen rate types, riding and holes only', async () => {
    const { request, db } = makeTestApp();
    const specials = (await (await request(`${BASE}&rate_types=lightning`)).json())
      .location_results as Result[];
    for (const r of specials.filter((x) => x.availability.for_date)) {
      const row = db
        .prepare(
          "SELECT MIN(price) AS p FROM tee_times WHERE course_id = ? AND date = '2026-06-16' AND rate_type = 'lightning' AND players_available > 0",
        )
        .get(r.id) as { p: number };
      expect(r.min_rate).toBe(row.p);
    }
    const riding = (await (await request(`${BASE}&is_riding=true&num_holes=9`)).json())
      .location_results as Result[];
    for (const r of riding.filter((x) => x.availability.for_date)) {
      const n = db
        .prepare(
          "SELECT COUNT(*) AS n FROM tee_times WHERE course_id = ? AND date = '2026-06-16' AND is_riding = 1 AND num_holes = 9",
        )
        .get(r.id) as { n: number };
      expect(n.n).toBeGreaterThan(0);
    }
  });

  it('counts seats: a course whose tee times all have fewer seats than qty is not available', async () => {
    const { request, db } = makeTestApp();
    const before = (await (await request(`${BASE}&qty=3`)).json()).location_results as Result[];
    const target = before.find((r) => r.availability.for_date);
    expect(target).toBeDefined();
    db.prepare("UPDATE tee_times SET players_available = 2 WHERE course_id = ? AND date = '2026-06-16'").run(
      target!.id,
    );
    const after = (await (await request(`${BASE}&qty=3`)).json()).location_results as Result[];
    const again = after.find((r) => r.id === target!.id);
    expect(again?.availability.for_date ?? false).toBe(false);
    const two = (await (await request(`${BASE}&qty=2`)).json()).location_results as Result[];
    expect(two.find((r) => r.id === target!.id)?.availability.for_date).toBe(true);
  });

  it('keeps only Foreplay-reviewed courses with foreplay_reviewed_only, each with its reviews image', async () => {
    const { request, db } = makeTestApp();
    const all = await (await request(BASE)).json();
    const reviewed = await (await request(`${BASE}&foreplay_reviewed_only=true`)).json();
    const expected = db
      .prepare(
        'SELECT COUNT(*) AS n FROM courses WHERE foreplay_reviews_image_path IS NOT NULL AND sells_tee_times = 1',
      )
      .get() as { n: number };
    expect(expected.n).toBeGreaterThan(0);
    expect(reviewed.total).toBeGreaterThan(0);
    expect(reviewed.total).toBeLessThan(all.total);
    const results = reviewed.location_results as { has_foreplay_reviews_image_url: string | null }[];
    for (const r of results) {
      expect(r.has_foreplay_reviews_image_url).toMatch(/^http:\/\/localhost\/media\/foreplay\/\d+\.svg$/);
    }
    const others = (
      all.location_results as { id: string; has_foreplay_reviews_image_url: string | null }[]
    ).filter((r) => r.has_foreplay_reviews_image_url === null);
    expect(others.length).toBeGreaterThan(0);
    const off = await (await request(`${BASE}&foreplay_reviewed_only=false`)).json();
    expect(off.total).toBe(all.total);
    const bad = await request(`${BASE}&foreplay_reviewed_only=maybe`);
    expect(bad.status).toBe(422);
    const image = await request(results[0]!.has_foreplay_reviews_image_url!.replace('http://localhost', ''));
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('Foreplay');
  });
});
