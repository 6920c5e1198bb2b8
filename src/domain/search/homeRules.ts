/**
 * The home's golf-club courses (spec 01 §2, §6): shown only where the network membership is on
 * (site status) and only to golfers who are not members of it (a member skips golf-club lists);
 * an anonymous golfer is not a member.
 */
export function showsGolfClubCourses(
  networkMembershipEnabled: boolean,
  user: { hasNetworkMembership?: boolean } | null | undefined,
): boolean {
  return networkMembershipEnabled && user?.hasNetworkMembership !== true;
}

/** How many courses each home list shows. */
export const HOME_COURSES = 4;

/**
 * A contest's prize as the home says it: "Win a golf weekend for four". A leading article is
 * lowered ("A year of…" → "Win a year of…"); a prize named otherwise keeps its case.
 */
export function contestPrize(prize: string): string {
  const p = prize.trim();
  return `Win ${/^(an?|the) /i.test(p) ? p[0]!.toLowerCase() + p.slice(1) : p}`;
}

/** The price a home course shows per player: its lowest rate, else its lowest regular rate; null without one. */
export function homePrice(course: {
  minRate?: number | null;
  minRegularRate?: number | null;
}): number | null {
  return course.minRate ?? course.minRegularRate ?? null;
}
