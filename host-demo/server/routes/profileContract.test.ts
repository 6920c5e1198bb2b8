import { describe, expect, it } from 'vitest';
import { camelKeys } from '../../../src/core/caseKeys';
import type { Profile } from '../../../src/core/profile';
import { makeTestApp } from '../testing/makeApp';
import { asUser, signInAs } from '../testing/signIn';

/** Every field `src/core/profile.ts` declares; the compiler keeps this list and the type equal. */
const PROFILE_FIELDS = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  address1: true,
  addressCity: true,
  addressCountry: true,
  addressCountryIso2: true,
  addressState: true,
  addressZipcode: true,
  isUsZipcode: true,
  isModerator: true,
  isBanned: true,
  avatarUrl: true,
  bornOn: true,
  focus: true,
  focusFriendly: true,
  frequency: true,
  frequencyFriendly: true,
  gender: true,
  genderFriendly: true,
  handicap: true,
  handicapFriendly: true,
  skillLevel: true,
  skillLevelFriendly: true,
  hasNetworkMembership: true,
  identities: true,
  phone: true,
  signInCount: true,
  consumerPrivacyAgreements: true,
  unsubscribeToken: true,
  membership: true,
  forceDataCheck: true,
  requiresDataCheck: true,
  isDataChecked: true,
  dataCheckedAt: true,
  loggedIn: true,
  isProfileComplete: true,
  rewardsPoints: true,
  bookingFeeCredit: true,
} satisfies Record<keyof Profile, true>;

describe('the profile contract between the API and src/core/profile.ts', () => {
  it('answers exactly the fields the client reads, friendly labels included', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    const res = await t.request('/api/v6/users', {
      method: 'PATCH',
      ...asUser(token),
      json: {
        focus: 'sport',
        frequency: 'once_a_week',
        gender: 'm',
        handicap: -2,
        skill_level: 'advanced',
      },
    });
    const profile = camelKeys<Profile>(((await res.json()) as { user: unknown }).user);
    expect(Object.keys(profile).sort()).toEqual(Object.keys(PROFILE_FIELDS).sort());
    expect(profile).toMatchObject({
      focusFriendly: 'Sport',
      frequencyFriendly: 'Once a week',
      genderFriendly: 'Male',
      handicapFriendly: '+2', // a plus handicap: below scratch
      skillLevelFriendly: 'Advanced',
    });
    // Option names are hyphenated, so camelCasing leaves them as the API's mailing-list codes.
    expect(Object.keys(profile.consumerPrivacyAgreements ?? {})).toContain('contests-and-sweepstakes');
  });
});
