import type { TeeTimeJoined } from './teeTimeView';

function minutes(local: string): number {
  return Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
}

/**
 * Other tee times to offer next to a chosen one: bookable for `qty`, not the
 * chosen one, same rate type first, then nearest in time, at most `limit`.
 */
export function nearestTeeTimes(
  selected: TeeTimeJoined,
  candidates: readonly TeeTimeJoined[],
  qty: number,
  limit: number,
): TeeTimeJoined[] {
  const at = minutes(selected.tee_off_at_local);
  return candidates
    .filter((t) => t.id !== selected.id && t.players_available >= qty)
    .sort(
      (a, b) =>
        Number(a.rate_type !== selected.rate_type) - Number(b.rate_type !== selected.rate_type) ||
        Math.abs(minutes(a.tee_off_at_local) - at) - Math.abs(minutes(b.tee_off_at_local) - at) ||
        a.price - b.price ||
        a.id.localeCompare(b.id),
    )
    .slice(0, limit);
}
