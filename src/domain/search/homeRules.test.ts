import { describe, expect, it } from 'vitest';
import { contestPrize, homePrice, showsGolfClubCourses } from './homeRules';

describe('home: golf-club courses', () => {
  it('only where the network membership is on, and only for non-members', () => {
    expect(showsGolfClubCourses(true, null)).toBe(true);
    expect(showsGolfClubCourses(true, { hasNetworkMembership: false })).toBe(true);
    expect(showsGolfClubCourses(true, { hasNetworkMembership: true })).toBe(false);
    expect(showsGolfClubCourses(false, null)).toBe(false);
  });
});

describe('home: contest and course prices', () => {
  it('says the prize as "Win …", lowering a leading article only', () => {
    expect(contestPrize('A golf weekend for four: two nights and two rounds')).toBe(
      'Win a golf weekend for four: two nights and two rounds',
    );
    expect(contestPrize('An iron set')).toBe('Win an iron set');
    expect(contestPrize(' The Masters tickets')).toBe('Win the Masters tickets');
    expect(contestPrize('Titleist Pro V1 balls')).toBe('Win Titleist Pro V1 balls');
  });

  it('shows the lowest rate per player, else the lowest regular rate, else nothing', () => {
    expect(homePrice({ minRate: 39, minRegularRate: 45 })).toBe(39);
    expect(homePrice({ minRate: null, minRegularRate: 45 })).toBe(45);
    expect(homePrice({ minRate: 0 })).toBe(0);
    expect(homePrice({})).toBe(null);
  });
});
