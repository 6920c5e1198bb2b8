import { describe, expect, it } from 'vitest';
import { isProfileComplete } from '../../core/profile';
import { profileGate } from './profileGate';

const complete = {
  firstName: 'Pat',
  lastName: 'Golfer',
  addressCountryIso2: 'US',
  addressZipcode: '10001',
};

describe('profileGate', () => {
  it('a profile with first name, last name, country code and zip code is complete', () => {
    expect(profileGate(complete)).toEqual({ complete: true, missing: [] });
  });

  it('lists the missing fields with labels, blank counting as missing', () => {
    expect(profileGate({ ...complete, lastName: '  ', addressZipcode: null })).toEqual({
      complete: false,
      missing: [
        { field: 'lastName', label: 'Last name' },
        { field: 'addressZipcode', label: 'Zip code' },
      ],
    });
  });

  it('no profile → all four missing', () => {
    expect(profileGate(null).missing.map((m) => m.label)).toEqual([
      'First name',
      'Last name',
      'Country',
      'Zip code',
    ]);
  });

  it('agrees with isProfileComplete', () => {
    for (const p of [
      complete,
      { ...complete, firstName: '' },
      { ...complete, addressCountryIso2: null },
      {},
    ]) {
      expect(profileGate(p).complete).toBe(isProfileComplete(p));
    }
  });
});
