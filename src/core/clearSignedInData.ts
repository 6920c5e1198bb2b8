import { getSafeStorage, type SafeStorage } from './safeStorage';
import { USER_TOKEN_KEY, isKeptOnSignOut, isOwnKey } from './storageKeys';

/**
 * Forget everything that belongs to the signed-in user: the user token and every `teetime:` key
 * (filters, checkout, flow tokens, cache…) in both storages, except attribution. The anonymous
 * session token and the host page's own keys are left alone.
 */
export function clearSignedInData(
  stores: SafeStorage[] = [getSafeStorage('local'), getSafeStorage('session')],
): void {
  for (const store of stores) {
    for (const key of store.keys()) {
      if (key === USER_TOKEN_KEY || (isOwnKey(key) && !isKeptOnSignOut(key))) store.removeItem(key);
    }
  }
}
