import type { ApiClient } from './apiClient';
import { pageSingleton } from './pageSingleton';

/** A country of GET v6/countries (spec 02 §3: iso2, name). */
export interface Country {
  iso2: string;
  name: string;
}

/** Spec 02 §9: the default country. */
export const DEFAULT_COUNTRY_ISO2 = 'US';

/**
 * Every country the marketplace serves (United States and Canada first). Asked once per page
 * and API: every form on the page shares the answer; a failure is forgotten, so the next
 * form asks again.
 */
export function getCountries(api: ApiClient): Promise<Country[]> {
  const loaded = pageSingleton('countries', () => new Map<string, Promise<Country[]>>());
  let countries = loaded.get(api.baseURL);
  if (!countries) {
    countries = api.get('v6/countries', { retry: true }).then((answer) => answer?.countries ?? []);
    countries.catch(() => loaded.delete(api.baseURL));
    loaded.set(api.baseURL, countries);
  }
  return countries;
}
