import type { TeeTime } from './types';

/**
 * What the checkout preparation is told of the chosen offer (spec 01 §7 "checkout preparation also
 * takes id, reservationUrl, provider, sourceProvider"): its provider's code, the provider its tee
 * time comes from, and its booking URL on the course's site when it has one.
 */
export const offerSource = (t: TeeTime) => ({
  ...(t.provider.code ? { provider: t.provider.code } : {}),
  ...(t.sourceProvider?.code ? { sourceProvider: t.sourceProvider.code } : {}),
  ...(t.reservationUrl ? { reservationUrl: t.reservationUrl } : {}),
});
