/**
 * The picker's guest preparation handed over to the checkout (spec 01 §4 "A guest prepares the
 * tee time first"): the picker prepares before the golfer leaves the offers, and the checkout
 * reuses that preparation instead of preparing the same tee time a second time, as long as it is
 * still the same booking and fresh. Otherwise the checkout prepares as usual.
 */

/** How long after the picker prepared its preparation may be reused (prices and seats move). */
export const HANDOFF_FRESH_MS = 2 * 60 * 1000;
/** A handed-over preparation must still have at least this long before the API expires it. */
export const HANDOFF_EXPIRY_MARGIN_MS = 60 * 1000;

/** What the picker stores once a guest prepare answered "ok". */
export interface PreparedHandoff<P = unknown> {
  teeTimeId: string;
  players: number;
  prepaymentRuleId: string | null;
  /** When the answer arrived, ms since the epoch. */
  preparedAt: number;
  /** The API's own expiry of the preparation (ISO), when it gave one. */
  expiresAt: string | null;
  /** The prepare answer as the checkout reads it (camelCased). */
  preparation: P;
}

/** The booking a checkout is about to prepare. */
export interface HandoffRequest {
  teeTimeId: string;
  players: number;
  prepaymentRuleId?: string | undefined;
  isGuest?: boolean | undefined;
  isAnchoredTeeTime?: boolean | undefined;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** A stored hand-over read back (anything malformed is null). */
export function parsePreparedHandoff(raw: unknown): PreparedHandoff | null {
  if (!raw || typeof raw !== 'object') return null;
  const h = raw as Record<string, unknown>;
  if (!isText(h.teeTimeId) || typeof h.players !== 'number' || typeof h.preparedAt !== 'number') return null;
  if (h.prepaymentRuleId !== null && !isText(h.prepaymentRuleId)) return null;
  if (h.expiresAt !== null && !isText(h.expiresAt)) return null;
  const p = h.preparation as Record<string, unknown> | null | undefined;
  if (!p || typeof p !== 'object' || !isText(p.authToken)) return null;
  return {
    teeTimeId: h.teeTimeId,
    players: h.players,
    prepaymentRuleId: h.prepaymentRuleId,
    preparedAt: h.preparedAt,
    expiresAt: h.expiresAt,
    preparation: p,
  };
}

/**
 * The preparation a checkout may use without preparing again, or null: only a guest's checkout
 * (the picker prepared as a guest, without the anchored flag), of the same tee time, players and
 * prepayment rule, prepared at most HANDOFF_FRESH_MS ago (and not in the future) and not within
 * HANDOFF_EXPIRY_MARGIN_MS of the API's expiry.
 */
export function reusablePreparation<P>(
  handoff: PreparedHandoff<P> | null,
  request: HandoffRequest,
  now: number,
): P | null {
  if (!handoff) return null;
  if (request.isGuest !== true || request.isAnchoredTeeTime === true) return null;
  if (handoff.teeTimeId !== request.teeTimeId || handoff.players !== request.players) return null;
  if (handoff.prepaymentRuleId !== (request.prepaymentRuleId ?? null)) return null;
  const age = now - handoff.preparedAt;
  if (age < 0 || age > HANDOFF_FRESH_MS) return null;
  if (handoff.expiresAt !== null) {
    const expires = Date.parse(handoff.expiresAt);
    if (!Number.isFinite(expires) || expires - now < HANDOFF_EXPIRY_MARGIN_MS) return null;
  }
  return handoff.preparation;
}
