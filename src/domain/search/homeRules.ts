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
