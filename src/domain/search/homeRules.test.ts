import { describe, expect, it } from 'vitest';
import { showsGolfClubCourses } from './homeRules';

describe('home: golf-club courses', () => {
  it('only where the network membership is on, and only for non-members', () => {
    expect(showsGolfClubCourses(true, null)).toBe(true);
    expect(showsGolfClubCourses(true, { hasNetworkMembership: false })).toBe(true);
    expect(showsGolfClubCourses(true, { hasNetworkMembership: true })).toBe(false);
    expect(showsGolfClubCourses(false, null)).toBe(false);
  });
});
