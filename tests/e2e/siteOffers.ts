/** Finds a bookable offer at a course through the API (never hard-coded), the way the picker shows it. */
import { orderProviders } from '../../src/domain/booking/providerOrder';
import { rateName } from '../../src/domain/booking/rateName';

interface ApiTeeTime {
  tee_time_id: string;
  rate_type: string;
  is_sold_out: boolean;
  player_not_available?: boolean;
  players: number;
  instant_booking: boolean;
  allow_booking_redirect: boolean;
  reservation_url: string | null;
  provider: { name: string; code: string };
}

export interface Offer {
  date: string;
  timeSlot: string;
  rateName: string;
  providerName: string;
  /** Index among the provider buttons, or null when the picker skips the step (one provider). */
  providerIndex: number | null;
}

type Get = <T>(path: string, params: Record<string, string | number>) => Promise<T>;

export async function findOffer(
  get: Get,
  courseId: string,
  date: string,
  players: number,
  /** Only this rate type (a deal's link opens the picker on its rate: `lightning`). */
  onlyRate?: string,
): Promise<Offer | null> {
  const bookable = (t: ApiTeeTime) => !t.is_sold_out && !t.player_not_available && t.players >= players;
  const checksOut = (t: ApiTeeTime) =>
    bookable(t) &&
    t.rate_type !== 'member' &&
    t.provider.code !== 'sandbox-glitch' &&
    !(t.allow_booking_redirect && t.reservation_url);
  const groups = await get<{ tee_time_groups: { time_slot: string }[] }>(
    `v6/tee_time_groups/at/${courseId}`,
    {
      date,
      qty: players,
    },
  );
  for (const g of groups.tee_time_groups.slice(0, 15)) {
    const { rate_types: rates } = await get<{ rate_types: { rate_type: string; name: string }[] }>(
      `v6/tee_time_groups/at/${courseId}/rate_types`,
      { date, qty: players, time_slot: g.time_slot },
    );
    for (const r of rates) {
      if (r.rate_type === 'member' || (onlyRate && r.rate_type !== onlyRate)) continue;
      const { tee_times } = await get<{ tee_times: ApiTeeTime[] }>(`v6/tee_times/at/${courseId}/tee_times`, {
        date,
        qty: players,
        time_slot: g.time_slot,
        rate_type: r.rate_type,
      });
      const list = orderProviders(
        tee_times.map((t) => ({
          ...t,
          instantBooking: t.instant_booking,
          allowBookingRedirect: t.allow_booking_redirect,
        })),
      );
      const open = list.filter(bookable);
      const providers = new Set(open.map((t) => t.provider.code));
      const base = { date, timeSlot: g.time_slot, rateName: rateName(r.rate_type, r.name) };
      if (providers.size > 1) {
        const i = list.findIndex(checksOut);
        if (i >= 0) return { ...base, providerName: list[i]!.provider.name, providerIndex: i };
      } else if (
        providers.size === 1 &&
        open.every((t) => !t.allow_booking_redirect) &&
        open[0] &&
        checksOut(open[0])
      )
        return { ...base, providerName: open[0].provider.name, providerIndex: null };
    }
  }
  return null;
}
