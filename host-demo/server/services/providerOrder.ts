/**
 * Provider ordering of the picker (spec 01 §9): instant-booking providers first,
 * then the three named providers in this fixed order, then the rest by name.
 */
export const NAMED_PROVIDER_ORDER = ['teesheet-pro', 'fairway-connect', 'clubhouse-direct'] as const;

export interface OrderableProvider {
  code: string;
  name: string;
  instant_booking: boolean;
}

function rank(p: OrderableProvider): number {
  if (p.instant_booking) return 0;
  const named = (NAMED_PROVIDER_ORDER as readonly string[]).indexOf(p.code);
  return named >= 0 ? 1 + named : 1 + NAMED_PROVIDER_ORDER.length;
}

/** Stable comparison of two providers by the picker's order. */
export function compareProviders(a: OrderableProvider, b: OrderableProvider): number {
  return rank(a) - rank(b) || a.name.localeCompare(b.name);
}
