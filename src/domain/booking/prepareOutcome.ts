import {
  AUTHORIZATION_FAILED_MESSAGE,
  BOOKING_CODES,
  DEFAULT_FAILURE_STATUS,
  NOT_ALLOWED_CODES,
} from './constants';

export interface FailureSteps {
  retryTeeTime?: boolean | null;
  reason?: string | null;
}

/**
 * A prepare answer (POST …/reservations/prepare) or the providers fetch (GET …/tee_times),
 * camelCased; failures as built by `prepareResultFromError`. Spec 01 §3 "Prepared tee time".
 */
export interface PrepareResult {
  preparedTeeTime?: unknown;
  /** The sandbox's unavailable answer (`prepared_tee_time: null`, `unavailable: true`). */
  unavailable?: boolean | null;
  error?: string | null;
  message?: string | null;
  /** Application code (10001…11002) or HTTP status; 200 on success. */
  statusCode?: number | null;
  offerUrl?: string | null;
  failureSteps?: FailureSteps | null;
  /** `HH:mm`, carried by code 11001. */
  timeSlot?: string | null;
}

export interface PrepareContext {
  /** The providers fetch was already retried with reattempt (retry only once). */
  alreadyRetried?: boolean;
  /** The flow came from the membership page (isRedirectedToMembership). */
  fromMembership?: boolean;
}

/** The next view after a prepare or providers fetch (spec 01 §4, §8). */
export type PrepareOutcome =
  | { kind: 'ok' }
  | { kind: 'not-available' }
  | { kind: 'not-allowed'; message: string | null }
  | { kind: 'booking-limit-reached'; message: string | null }
  /** Fetch the providers again once, with `reattempt: true`. */
  | { kind: 'retry'; reattempt: true }
  /** Set the error state and run the search again (expired flow token). */
  | { kind: 'authorization-failed'; rerunSearch: true }
  | { kind: 'time-slot-error'; timeSlot: string | null; message: string | null }
  | { kind: 'rate-type-search' }
  | { kind: 'membership-search'; offerUrl: string | null }
  /** The tee time (or its course) does not exist (HTTP 404): the not-found page, no retry. */
  | { kind: 'not-found'; message: string | null }
  /** Use the offer URL the failure carries. */
  | { kind: 'offer-url'; url: string }
  /** The general tee-time-error page for `status` (default 422). */
  | { kind: 'tee-time-error'; status: number; message: string | null };

const messageOf = (r: PrepareResult): string | null => r.error || r.message || null;

function isFailure(r: PrepareResult): boolean {
  return (
    Boolean(r.error) || Boolean(r.failureSteps) || (typeof r.statusCode === 'number' && r.statusCode >= 400)
  );
}

/**
 * One result to its next view, in this order:
 * 'Authorization Failed' → error state and re-run the search; success → ok; a null prepared
 * tee time or `unavailable` → not-available; failureSteps.retryTeeTime → retry once with
 * reattempt (a second time falls through to the error page); a not-allowed code (10003, 10004)
 * → not-allowed; 10002 → booking-limit-reached; 11001 → time-slot error with its timeSlot;
 * 11002 → rate-type search when coming from membership, else the membership search (its offer
 * URL); any other failure with an offerUrl → that URL; a 404 → not-found (spec 01 §8: the
 * availability error is a 404 page, not a retry); otherwise → tee-time-error with its status.
 */
export function prepareOutcome(result: PrepareResult, context: PrepareContext = {}): PrepareOutcome {
  const message = messageOf(result);
  if (message === AUTHORIZATION_FAILED_MESSAGE) return { kind: 'authorization-failed', rerunSearch: true };
  if (!isFailure(result)) {
    const unavailable = result.unavailable === true || result.preparedTeeTime === null;
    return unavailable ? { kind: 'not-available' } : { kind: 'ok' };
  }
  if (result.failureSteps?.retryTeeTime === true && !context.alreadyRetried) {
    return { kind: 'retry', reattempt: true };
  }
  const code = result.statusCode ?? null;
  if (code !== null && NOT_ALLOWED_CODES.includes(code)) return { kind: 'not-allowed', message };
  if (code === BOOKING_CODES.BOOKING_LIMIT_REACHED) return { kind: 'booking-limit-reached', message };
  if (code === BOOKING_CODES.TIME_SLOT_UNAVAILABLE) {
    return { kind: 'time-slot-error', timeSlot: result.timeSlot ?? null, message };
  }
  if (code === BOOKING_CODES.MEMBERSHIP_REQUIRED) {
    return context.fromMembership
      ? { kind: 'rate-type-search' }
      : { kind: 'membership-search', offerUrl: result.offerUrl ?? null };
  }
  if (result.offerUrl) return { kind: 'offer-url', url: result.offerUrl };
  if (code === 404) return { kind: 'not-found', message };
  const status = code !== null && code >= 400 && code < 600 ? code : DEFAULT_FAILURE_STATUS;
  return { kind: 'tee-time-error', status, message };
}

/**
 * All providers' prepare results together (spec 01 §4): every one the booking-limit code →
 * booking-limit-reached; every one an error or not-available → the error page. Otherwise
 * (at least one prepared) null: go on with the per-provider outcomes.
 */
export function allPreparesOutcome(results: readonly PrepareResult[]): PrepareOutcome | null {
  if (results.length === 0) return null;
  if (results.every((r) => r.statusCode === BOOKING_CODES.BOOKING_LIMIT_REACHED)) {
    return { kind: 'booking-limit-reached', message: results.map(messageOf).find(Boolean) ?? null };
  }
  const outcomes = results.map((r) => prepareOutcome(r, { alreadyRetried: true }));
  if (outcomes.every((o) => o.kind !== 'ok')) {
    return {
      kind: 'tee-time-error',
      status: DEFAULT_FAILURE_STATUS,
      message: results.map(messageOf).find(Boolean) ?? null,
    };
  }
  return null;
}

/** A soft-prepare answer (GET tee_times/{id}/reservations/soft-prepare), camelCased. */
export interface SoftPrepareAnswer {
  available: boolean;
  teeTime?: unknown;
  message?: string | null;
}

/**
 * A soft-prepare answer as a PrepareResult, so the picker can judge all offers of a slot with
 * `allPreparesOutcome` before the book click: available → a prepared tee time; not available
 * (fewer seats than the party) → the unavailable answer with its message.
 */
export function softPrepareResult(answer: SoftPrepareAnswer): PrepareResult {
  return answer.available
    ? { preparedTeeTime: answer.teeTime ?? {}, statusCode: 200 }
    : { preparedTeeTime: null, unavailable: true, message: answer.message ?? null, statusCode: 200 };
}

/** The API client's error (src/core/apiError.ts), structurally. */
export interface PrepareErrorLike {
  status: number;
  code?: string | number;
  message: string;
  offerUrl?: string;
  failureSteps?: unknown;
  data?: unknown;
}

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : {};

/** A failed prepare or providers fetch (thrown error) as a PrepareResult for prepareOutcome. */
export function prepareResultFromError(e: PrepareErrorLike): PrepareResult {
  const data = record(e.data);
  const numeric = typeof e.code === 'string' && /^\d+$/.test(e.code) ? Number(e.code) : e.code;
  const steps = record(e.failureSteps ?? data.failureSteps);
  const offerUrl = e.offerUrl ?? (typeof data.offerUrl === 'string' ? data.offerUrl : null);
  return {
    error: e.message,
    statusCode: typeof numeric === 'number' ? numeric : e.status,
    offerUrl,
    failureSteps:
      Object.keys(steps).length > 0
        ? {
            retryTeeTime: steps.retryTeeTime === true,
            reason: typeof steps.reason === 'string' ? steps.reason : null,
          }
        : null,
    timeSlot: typeof data.timeSlot === 'string' ? data.timeSlot : null,
  };
}

/**
 * Whether a booking failure another widget reported (`teetime-booking-failed`) means the tee-time
 * search must run again: the provider answered 'Authorization Failed', so the offers and their
 * flow tokens are stale (spec 01 §8).
 */
export function rerunsSearch(failure: { message?: string | null }): boolean {
  return failure.message === AUTHORIZATION_FAILED_MESSAGE;
}
