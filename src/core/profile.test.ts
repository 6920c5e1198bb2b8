import { describe, expect, it } from 'vitest';
import { isProfileComplete, needsDataCheck, profileFromAnswer, type Profile } from './profile';

describe('isProfileComplete', () => {
  it('needs first name, last name, country code and zip code', () => {
    const p = {
      id: 1,
      email: 'a@b.co',
      firstName: 'Ann',
      lastName: 'Lee',
      addressCountryIso2: 'CA',
      addressZipcode: 'M5V 2T6',
    } as Profile;
    expect(isProfileComplete(p)).toBe(true);
    expect(isProfileComplete({ ...p, addressZipcode: ' ' })).toBe(false);
    expect(isProfileComplete({ ...p, firstName: null })).toBe(false);
    expect(isProfileComplete({ ...p, addressCountryIso2: null })).toBe(false);
    expect(isProfileComplete(null)).toBe(false);
  });
});

describe('needsDataCheck', () => {
  it('sends the user to the data-check page when forced or required and not yet done', () => {
    expect(needsDataCheck({ forceDataCheck: true, isDataChecked: true })).toBe(true);
    expect(needsDataCheck({ requiresDataCheck: true, isDataChecked: false })).toBe(true);
    expect(needsDataCheck({ requiresDataCheck: true, isDataChecked: true })).toBe(false);
    expect(needsDataCheck({})).toBe(false);
    expect(needsDataCheck(null)).toBe(false);
  });
});

describe('profileFromAnswer', () => {
  it('accepts the profile itself or wrapped in { user }', () => {
    const p = { id: 3, email: 'a@b.co' };
    expect(profileFromAnswer(p)).toBe(p);
    expect(profileFromAnswer({ user: p })).toBe(p);
    expect(profileFromAnswer({ user: null })).toBeNull();
    expect(profileFromAnswer('')).toBeNull();
  });
});
