/**
 * A next-time chip of a course card: the course's local tee-off time `YYYY-MM-DDTHH:mm:ss` (as
 * the course list answers `next_available_times`) becomes the date and `HH:mm` time the picker
 * opens. Not a local date-time: null.
 */
export function teeTimeChoice(localDateTime: string): { date: string; time: string } | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(localDateTime);
  return m ? { date: m[1] as string, time: m[2] as string } : null;
}

/** The first `n` distinct next times (the chips a card shows). */
export function nextTimes(times: readonly string[] | undefined, n = 4): string[] {
  return [...new Set(times ?? [])].filter((t) => teeTimeChoice(t)).slice(0, n);
}
