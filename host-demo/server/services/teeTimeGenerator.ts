import { createPrng } from '../seed/prng';
import type { RateType } from './catalogConstants';

export interface GeneratorCourse {
  id: string;
  num_holes: number;
  min_regular_rate: number;
  booking_site_url: string | null;
  has_network_membership: number;
  sells_tee_times: number;
}

export interface GeneratorProvider {
  id: string;
  instant_booking: number;
  allow_booking_redirect: number;
}

export interface TeeTimeRow {
  id: string;
  course_id: string;
  date: string;
  tee_off_at_local: string;
  rate_type: RateType;
  provider_id: string;
  source_provider_id: string;
  price: number;
  max_players: number;
  players_available: number;
  num_holes: number;
  is_riding: number;
  is_prepaid: number;
  is_refundable: number;
  prepayment_rule_id: string | null;
  is_hot_deal: number;
  allow_booking_redirect: number;
  reservation_url: string | null;
}

const RATE_FACTOR: Record<RateType, number> = {
  lightning: 0.6,
  online: 1,
  junior: 0.5,
  senior: 0.75,
  resident: 0.7,
  member: 0.65,
  military: 0.7,
};

/** The rate types a course sells: stable for the course, whatever the day. */
export function courseRateTypes(course: GeneratorCourse): RateType[] {
  const rng = createPrng(`rates|${course.id}`);
  const types: RateType[] = ['online'];
  if (rng.chance(0.5)) types.push('lightning');
  if (rng.chance(0.4)) types.push('junior');
  if (rng.chance(0.5)) types.push('senior');
  if (rng.chance(0.3)) types.push('resident');
  if (course.has_network_membership || rng.chance(0.25)) types.push('member');
  if (rng.chance(0.3)) types.push('military');
  return types;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The tee times of one course on one date: the same rows for the same course,
 * providers and date, every time. Some days have none (closed or sold out).
 */
export function generateTeeTimes(
  course: GeneratorCourse,
  providers: GeneratorProvider[],
  date: string,
): TeeTimeRow[] {
  if (!course.sells_tee_times || providers.length === 0) return [];
  const rng = createPrng(`${course.id}|${date}`);
  if (rng.chance(0.08)) return [];
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6;
  const rateTypes = courseRateTypes(course);
  const named = providers.filter((p) => !p.instant_booking);
  const start = 6 * 60 + rng.int(0, 6) * 10;
  const end = 17 * 60 + rng.int(0, 9) * 10;
  const interval = rng.pick([8, 9, 10, 12]);
  const rows: TeeTimeRow[] = [];
  const compact = date.replace(/-/g, '');
  for (let minute = start; minute <= end; minute += interval) {
    if (rng.chance(0.45)) continue;
    const hour = Math.floor(minute / 60);
    const time = `${date}T${pad(hour)}:${pad(minute % 60)}:00`;
    const timeFactor = hour >= 15 ? 0.75 : hour >= 7 && hour < 10 ? 1.15 : 1;
    const maxPlayers = rng.pick([4, 4, 4, 4, 4, 2, 5, 6]);
    const soldOut = rng.chance(0.03);
    const available = soldOut ? 0 : rng.chance(0.3) ? rng.int(1, maxPlayers) : maxPlayers;
    const offers = rng.int(1, 3);
    const seen = new Set<string>();
    for (let o = 0; o < offers; o++) {
      const provider = rng.pick(providers);
      const rate: RateType =
        o === 0
          ? rng.chance(0.12) && rateTypes.includes('lightning')
            ? 'lightning'
            : 'online'
          : rng.pick(rateTypes);
      const riding = course.num_holes === 9 ? rng.chance(0.2) : rng.chance(0.6);
      const key = `${provider.id}|${rate}|${riding}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const holes = course.num_holes === 9 ? 9 : hour >= 15 && rng.chance(0.25) ? 9 : 18;
      const raw =
        course.min_regular_rate *
          timeFactor *
          (weekend ? 1.2 : 1) *
          RATE_FACTOR[rate] *
          (holes === 9 && course.num_holes === 18 ? 0.6 : 1) +
        (riding ? 15 : 0);
      const price = Math.max(8, Math.round(raw) - (rng.chance(0.5) ? 0.01 : 0));
      const prepaid = rate === 'lightning' || rng.chance(provider.instant_booking ? 0.6 : 0.3);
      const redirect = Boolean(provider.allow_booking_redirect && course.booking_site_url);
      const source = provider.instant_booking && named.length > 0 ? rng.pick(named) : provider;
      rows.push({
        id: `${course.id}-${compact}-${rows.length + 1}`,
        course_id: course.id,
        date,
        tee_off_at_local: time,
        rate_type: rate,
        provider_id: provider.id,
        source_provider_id: source.id,
        price,
        max_players: maxPlayers,
        players_available: available,
        num_holes: holes,
        is_riding: riding ? 1 : 0,
        is_prepaid: prepaid ? 1 : 0,
        is_refundable: rate === 'lightning' ? 0 : prepaid ? (rng.chance(0.7) ? 1 : 0) : 1,
        prepayment_rule_id: prepaid
          ? rate === 'lightning'
            ? 'prepay-full-nonrefundable'
            : 'prepay-full'
          : null,
        is_hot_deal:
          rate === 'lightning' || (rate === 'online' && price < course.min_regular_rate * 0.7) ? 1 : 0,
        allow_booking_redirect: redirect ? 1 : 0,
        reservation_url: redirect
          ? `${course.booking_site_url}?date=${date}&time=${pad(hour)}${pad(minute % 60)}`
          : null,
      });
    }
  }
  return rows;
}
