/**
 * Business constants of the booking half (spec 01 §9, spec 02 §9). Pure values: no DOM, no I/O.
 */

/** Tee-time players: default 1, choosable 1–6 (spec 01 §9; the API takes qty 1–6). */
export const TEE_TIME_PLAYERS_DEFAULT = 1;
export const TEE_TIME_PLAYERS_MIN = 1;
export const TEE_TIME_PLAYERS_MAX = 6;

/** Courses or tee times per page (spec 01 §9). */
export const PAGE_SIZE = 15;

/** A banner entry after every 11 tee-time entries of the time-slot list (spec 01 §9). */
export const TIME_SLOT_BANNER_EVERY = 11;

/** Time-slot sorts (spec 01 §9); time is the default for course tee times. */
export const TIME_SLOT_SORTS = ['time', 'price-lowest-first', 'price-highest-first', 'deals'] as const;
export type TimeSlotSort = (typeof TIME_SLOT_SORTS)[number];
export const DEFAULT_TIME_SLOT_SORT: TimeSlotSort = 'time';

/** Booking (reservation list) sorts (spec 01 §9, 02 §4); default is tee-off time descending. */
export const BOOKING_SORTS = ['a-z', 'z-a', 'default'] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];
export const DEFAULT_BOOKING_SORT: BookingSort = 'default';
/** GET v6/reservations `sort_by` / `order` for each booking sort (docs/api.md, reservations list). */
export const BOOKING_SORT_PARAMS: Readonly<
  Record<BookingSort, { readonly sortBy: 'a-z' | 'z-a' | 'tee_off_at'; readonly order: 'asc' | 'desc' }>
> = {
  'a-z': { sortBy: 'a-z', order: 'asc' },
  'z-a': { sortBy: 'z-a', order: 'desc' },
  default: { sortBy: 'tee_off_at', order: 'desc' },
};

/** Reservations are listed in one page of up to 10000 (spec 01 §9, 02 §9). */
export const RESERVATIONS_PER_PAGE = 10000;

/** Breakpoints in px (spec 02 §9). */
export const BREAKPOINTS = {
  xs: 400,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1440,
} as const;

/** Failure recommendations: 2 tee times below the md breakpoint (mobile), 4 otherwise. */
export const RECOMMENDED_TEE_TIMES_MOBILE = 2;
export const RECOMMENDED_TEE_TIMES_DESKTOP = 4;
/** Default `limit` and `qty` of GET v6/failure_recommendation (spec 01 §9, 02 §9). */
export const RECOMMENDATIONS_DEFAULT_LIMIT = 4;
export const RECOMMENDATIONS_DEFAULT_QTY = 1;

/** Guest default payment order (spec 01 §9, 02 §9). */
export const GUEST_PAYMENT_ORDER = ['applePay', 'googlePay', 'card'] as const;
export type GuestPaymentMethod = (typeof GUEST_PAYMENT_ORDER)[number];

/**
 * The three named providers, in their fixed picker order (spec 01 §9). Copied from
 * NAMED_PROVIDER_ORDER in host-demo/server/services/providerOrder.ts (the sandbox's seed);
 * constants.test.ts checks that they match.
 */
export const NAMED_PROVIDER_ORDER = ['teesheet-pro', 'fairway-connect', 'clubhouse-direct'] as const;

/**
 * Codes the booking flow branches on (docs/api.md "Codes the widgets branch on"). The sandbox
 * API answers with these same constants (host-demo/server/services/bookingCodes.ts).
 */
export const BOOKING_CODES = {
  GIFT_CARD_CVV_REQUIRED: 10001,
  BOOKING_LIMIT_REACHED: 10002,
  USER_FLAGGED: 10003,
  SUSPICIOUS_ACTIVITY: 10004,
  TIME_SLOT_UNAVAILABLE: 11001,
  MEMBERSHIP_REQUIRED: 11002,
} as const;

/** Prepare/pay codes that lead to the not-allowed page (docs/api.md: `[10003, 10004]`). */
export const NOT_ALLOWED_CODES: readonly number[] = [
  BOOKING_CODES.USER_FLAGGED,
  BOOKING_CODES.SUSPICIOUS_ACTIVITY,
];

/** Status of the general tee-time-error page when the failure carries none (spec 01 §8). */
export const DEFAULT_FAILURE_STATUS = 422;

/** The providers fetch message that means the flow token expired (spec 01 §8). */
export const AUTHORIZATION_FAILED_MESSAGE = 'Authorization Failed';

/** Messages of the error catalogue (spec 01 §8, 02 §8). */
export const RESERVATION_THRESHOLD_MESSAGE =
  'You have reached the threshold for reservations within a timespan. Please try again later.';
export const PROMO_CODE_LIMIT_MESSAGE = 'Unable to process promo code';
export const GIFT_CARD_LIMIT_MESSAGE = 'Unable to process gift card';
export const PLAYER_UPDATE_MESSAGE = 'There was some issue updating the player.';
export const BOOKING_MODIFICATION_MESSAGE = 'There was some issue modifying the booking.';
/** Shown for code 10001 when the answer carries no message (the wording is ours). */
export const GIFT_CARD_CVV_REQUIRED_MESSAGE = 'Please enter the CVV of your gift card.';
