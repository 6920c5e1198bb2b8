import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/makeApp';

const DATE = '2026-06-16';
const OPEN = ['lightning', 'online'];

interface Slot {
  time_slot: string;
  starting_rate: number;
  starting_rate_eligibility: string | null;
  restricted_rate: { rate_type: string; name: string; price: number; eligibility: string } | null;
}
interface Rate {
  rate_type: string;
  min_price: number;
  eligibility: string | null;
}

/**
 * Issue 31: every "from" price the API works out is the lowest price anyone can book; a cheaper
 * restricted rate (senior, junior, resident, member, military) is said beside it with who may book it.
 */
describe('lead ("from") prices: restricted rates never lead', () => {
  it("time slots, the day's summary, the date strip and the course list all lead with the open rates' lowest price", async () => {
    const { request } = makeTestApp();
    const get = async <T>(path: string) => (await (await request(`/api/v6/${path}`)).json()) as T;
    const list = await get<{ location_results: { id: string; min_rate: number | null }[] }>(
      `courses/location_list?lat=40.75&lon=-73.99&date=${DATE}`,
    );
    let checked = 0;
    for (const course of list.location_results.filter((c) => c.min_rate !== null).slice(0, 8)) {
      const groups = await get<{ tee_time_groups: Slot[]; summary: { min_rate: number } }>(
        `tee_time_groups/at/${course.id}?date=${DATE}`,
      );
      const leads: number[] = [];
      for (const slot of groups.tee_time_groups) {
        const { rate_types: rates } = await get<{ rate_types: Rate[] }>(
          `tee_time_groups/at/${course.id}/rate_types?date=${DATE}&time_slot=${slot.time_slot}`,
        );
        const open = rates.filter((r) => OPEN.includes(r.rate_type));
        const restricted = rates.filter((r) => !OPEN.includes(r.rate_type));
        for (const r of rates) expect(r.eligibility === null).toBe(OPEN.includes(r.rate_type));
        const lead = Math.min(...open.map((r) => r.min_price));
        expect(slot.starting_rate, `${course.id} ${slot.time_slot}`).toBe(lead);
        expect(slot.starting_rate_eligibility).toBe(null);
        const cheaper = restricted
          .filter((r) => r.min_price < lead)
          .sort((a, b) => a.min_price - b.min_price)[0];
        expect(slot.restricted_rate?.price ?? null).toBe(cheaper?.min_price ?? null);
        if (cheaper) {
          expect(slot.restricted_rate?.eligibility).toBe(cheaper.eligibility);
          checked += 1;
        }
        leads.push(lead);
      }
      expect(groups.summary.min_rate).toBe(Math.min(...leads));
      expect(course.min_rate).toBe(Math.min(...leads));
      const days = await get<{ days: { date: string; min_rate: number | null }[] }>(
        `tee_time_groups/at/${course.id}/days?date=${DATE}&days=1`,
      );
      expect(days.days[0]?.min_rate).toBe(Math.min(...leads));
    }
    expect(checked, 'slots whose restricted rate is cheaper than the open one').toBeGreaterThan(0);
  });

  it('a slot whose senior rate is below its online rate says "Seniors only" beside the lead', async () => {
    const { request } = makeTestApp();
    const get = async <T>(path: string) => (await (await request(`/api/v6/${path}`)).json()) as T;
    const list = await get<{ location_results: { id: string; min_rate: number | null }[] }>(
      `courses/location_list?lat=40.75&lon=-73.99&date=${DATE}`,
    );
    let senior: Slot | undefined;
    for (const course of list.location_results.filter((c) => c.min_rate !== null)) {
      const groups = await get<{ tee_time_groups: Slot[] }>(`tee_time_groups/at/${course.id}?date=${DATE}`);
      senior = groups.tee_time_groups.find((s) => s.restricted_rate?.rate_type === 'senior');
      if (senior) break;
    }
    if (!senior) throw new Error('no slot with a cheaper senior rate near New York on the day');
    expect(senior.restricted_rate).toMatchObject({ name: 'Senior', eligibility: 'Seniors only' });
    expect(senior.restricted_rate!.price).toBeLessThan(senior.starting_rate);
  });

  it('only restricted rates asked for: the lead is theirs and says who may book it', async () => {
    const { request } = makeTestApp();
    const groups = (await (
      await request(
        `/api/v6/tee_time_groups/at/1001?date=${DATE}&rate_types=senior,junior,member,military,resident`,
      )
    ).json()) as { tee_time_groups: Slot[] };
    expect(groups.tee_time_groups.length).toBeGreaterThan(0);
    for (const s of groups.tee_time_groups) {
      expect(s.starting_rate_eligibility).toMatch(/only$/);
      expect(s.restricted_rate).toBe(null);
    }
  });
});
