import {
  parsePreparedHandoff,
  reusablePreparation,
  type HandoffRequest,
  type PreparedHandoff,
} from '../domain/booking/preparedHandoff';
import { getSafeStorage } from './safeStorage';
import { CHECKOUT_KEY } from './storageKeys';

/**
 * The picker's guest preparation, kept for the checkout in sessionStorage (`teetime:checkout`),
 * so it reaches a checkout on the same page or on the page the checkout-url leads to.
 */
export function keepPreparedHandoff(handoff: PreparedHandoff): void {
  getSafeStorage('session').setJSON(CHECKOUT_KEY, handoff);
}

/**
 * The handed-over preparation the checkout of `request` may use (src/domain/booking/
 * preparedHandoff), or null. Taken once: the stored hand-over is removed either way, so a retry
 * or a later checkout prepares anew.
 */
export function takePreparedHandoff<P>(request: HandoffRequest, now: number = Date.now()): P | null {
  const storage = getSafeStorage('session');
  const handoff = parsePreparedHandoff(storage.getJSON(CHECKOUT_KEY));
  if (handoff) storage.removeItem(CHECKOUT_KEY);
  return reusablePreparation(handoff as PreparedHandoff<P> | null, request, now);
}
