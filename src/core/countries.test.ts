import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './apiClient';
import { getCountries } from './countries';
import { clearPageSingleton } from './pageSingleton';

function fakeApi(answers: unknown[]) {
  const get = vi.fn(async () => {
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  return { api: { baseURL: 'https://sandbox.test/api', appKey: 'k', get } as unknown as ApiClient, get };
}

afterEach(() => clearPageSingleton('countries'));

describe('getCountries', () => {
  it('asks v6/countries once per page for every form, and asks again after a failure', async () => {
    const countries = [
      { iso2: 'US', name: 'United States' },
      { iso2: 'CA', name: 'Canada' },
    ];
    const { api, get } = fakeApi([new Error('down'), { countries }, { countries: [] }]);
    await expect(getCountries(api)).rejects.toThrow('down');
    const [a, b] = await Promise.all([getCountries(api), getCountries(api)]);
    expect(a).toEqual(countries);
    expect(b).toBe(a);
    expect(await getCountries(api)).toBe(a);
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenLastCalledWith('v6/countries', { retry: true });
  });
});
