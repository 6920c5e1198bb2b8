import { NAMED_PROVIDER_ORDER } from './constants';

/** A provider offer of the provider step (spec 01 §3 "Provider offer" and tee time), camelCased. */
export interface ProviderOffer {
  instantBooking: boolean;
  provider: { name: string; code?: string | null };
  allowBookingRedirect?: boolean | null;
}

const providerKey = (o: ProviderOffer): string => o.provider.code ?? o.provider.name;

/** 0 for instant booking, 1–3 for the named providers in their order, 4 for the rest. */
function rank(o: ProviderOffer): number {
  if (o.instantBooking) return 0;
  const named = (NAMED_PROVIDER_ORDER as readonly string[]).indexOf(o.provider.code ?? '');
  return named >= 0 ? 1 + named : 1 + NAMED_PROVIDER_ORDER.length;
}

/**
 * The picker's provider order (spec 01 §9): instant-booking providers first, then the three named
 * providers in their fixed order, then the rest. Stable: offers of equal rank keep the order they
 * came in (the API already sends them by name within each rank).
 */
export function orderProviders<O extends ProviderOffer>(offers: readonly O[]): O[] {
  return [...offers].sort((a, b) => rank(a) - rank(b));
}

/**
 * Spec 01 §4: the provider page is skipped and checkout preparation runs directly when only one
 * provider is offered (several offers of the same provider count once) and that provider does
 * not allow a booking redirect. No offers → false (nothing to prepare).
 */
export function skipProviderStep(offers: readonly ProviderOffer[]): boolean {
  const providers = new Set(offers.map(providerKey));
  return providers.size === 1 && offers.every((o) => o.allowBookingRedirect !== true);
}
