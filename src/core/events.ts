/**
 * The one typed event map of teetime widgets.
 *
 * Every entry is both a DOM `CustomEvent` dispatched on the widget element
 * (`bubbles: true, composed: true`, so a host page can listen on the element or on
 * `document`) and a message on the page-wide bus (`getBus()`), so widgets talk to
 * each other without importing each other. The payload is the event's `detail`.
 * Widget events are cancelable: a host router that calls `preventDefault()` on
 * `teetime-course-select` or `teetime-checkout-start` navigates itself, and the widget
 * does not follow its `course-url` / `checkout-url` template.
 *
 * Sticky topics (see `STICKY_EVENTS`) describe current state; the bus keeps the
 * latest value and replays it to a widget that subscribes later.
 */

/** Where a search points at: what the autocomplete chose, or coordinates. */
export interface LocationRef {
  id?: string;
  type: 'Course' | 'City' | 'State' | 'Zipcode' | 'Section' | 'Deal' | 'Current';
  name?: string;
  slug?: string;
  hierarchizedUrl?: string;
  latitude?: number;
  longitude?: number;
}

export interface TeetimeEventMap {
  /** A search ran (form submitted, or a filter changed and re-ran it). Fired by `<teetime-search>`. */
  'teetime-search': {
    location: LocationRef | null;
    date: string;
    players: number | null;
    holes: 9 | 18 | null;
  };
  /** The golfer picked a course. Sticky: a picker mounted later opens it. */
  'teetime-course-select': {
    courseId: string;
    date?: string;
    players?: number;
    holes?: 9 | 18;
    courseName?: string;
    /** A next-time chip's tee time, `HH:MM` at the course (with `date`): the picker opens on it. */
    time?: string;
    /** A deal's rate type (e.g. `lightning`): the picker opens with that rate chosen. */
    rateType?: string;
    /** The search's narrowed tee-time filters (hours 0–24, prices in dollars, membership rates only). */
    minHour?: number;
    maxHour?: number;
    minPrice?: number;
    maxPrice?: number;
    networkMembershipOnly?: boolean;
  };
  /** The golfer picked a tee time (with rate type and provider once chosen). Sticky. */
  'teetime-tee-time-select': {
    courseId: string;
    teeTimeId: string;
    date: string;
    players: number;
    rateType?: string;
    provider?: string;
  };
  /** Checkout should open for this tee time. Sticky: a checkout mounted later opens it. */
  'teetime-checkout-start': {
    courseId: string;
    teeTimeId: string;
    players: number;
    /** The tee time's date (YYYY-MM-DD), for recommendations when it fails. */
    date?: string;
    prepaymentRuleId?: string;
    isGuest?: boolean;
    isAnchoredTeeTime?: boolean;
    /** The offer's provider code and the provider its tee time comes from (sent with the preparation). */
    provider?: string;
    sourceProvider?: string;
    /** The offer's booking URL on the course's own site, when it has one (sent with the preparation). */
    reservationUrl?: string;
  };
  /** Payment succeeded. */
  'teetime-booking-confirmed': {
    reservationId: string;
    courseId: string;
    total: number;
    currency: string;
    /** A guest's key to the reservation: a host links /booking-confirmations/{id}?accessToken=… with it. */
    accessToken?: string;
  };
  /** Preparing or paying failed in a way the golfer sees (not a field error). */
  'teetime-booking-failed': {
    courseId?: string;
    teeTimeId?: string;
    status?: number;
    message: string;
  };
  /** A user signed in (in this tab or another). */
  'teetime-sign-in': { userId: string; email: string };
  /** The user signed out; widgets drop profile, cards, filters and checkout. */
  'teetime-sign-out': Record<string, never>;
  /** Something needs a signed-in user (a 401, a book click, a favourite). */
  'teetime-sign-in-required': {
    reason: 'unauthorized' | 'book' | 'favorite' | 'other';
    reset?: boolean;
    /** A book click (`reason: 'book'`): the tee time waiting for sign-in, so a host can resume it. */
    courseId?: string;
    teeTimeId?: string;
    date?: string;
    players?: number;
  };
  /** Session state for late subscribers. Sticky. `restored` is the "session restore finished" flag. */
  'teetime-session': { restored: boolean; userId: string | null; email: string | null };
  /** The API answered 503 (or recovered). Sticky. */
  'teetime-maintenance': { active: boolean };
  /** A widget crashed and shows 'An Error Occurred'. For the host's error reporting. */
  'teetime-error': { tag: string; message: string };
  /**
   * `<teetime-account>` moved to another screen: a host router keeps the URL in step with
   * `path` (the marketplace path of the screen, null when it has none).
   */
  'teetime-account-navigate': { view: string; params: Record<string, string>; path: string | null };
}

export type TeetimeEventName = keyof TeetimeEventMap;

/** Topics that describe state: the bus replays their latest value to late subscribers. */
export const STICKY_EVENTS: ReadonlySet<TeetimeEventName> = new Set<TeetimeEventName>([
  'teetime-course-select',
  'teetime-tee-time-select',
  'teetime-checkout-start',
  'teetime-session',
  'teetime-maintenance',
]);

/**
 * Page-level events come from the session and the API client, not from one widget: the runtime
 * dispatches them once on `document` (see `bridgePageEvents`), never on each element.
 */
export const PAGE_EVENTS = [
  'teetime-sign-in',
  'teetime-sign-out',
  'teetime-sign-in-required',
  'teetime-session',
  'teetime-maintenance',
] as const satisfies readonly TeetimeEventName[];

export type PageEventName = (typeof PAGE_EVENTS)[number];

/** Events a widget dispatches on its own element. */
export type WidgetEventName = Exclude<TeetimeEventName, PageEventName>;

/** Purpose of each event, for docs, the manifest and the event test. */
export const EVENT_DOCS: Record<TeetimeEventName, string> = {
  'teetime-search': 'A search ran (form submitted or a filter changed).',
  'teetime-course-select': 'The golfer picked a course (sticky).',
  'teetime-tee-time-select':
    'The golfer booked a tee time: chose it, its rate type and provider, and pressed Book (sticky).',
  'teetime-checkout-start': 'Checkout should open for this tee time (sticky).',
  'teetime-booking-confirmed': 'Payment succeeded; carries the reservation id and total.',
  'teetime-booking-failed': 'Preparing or paying failed with a message for the golfer.',
  'teetime-sign-in': 'A user signed in.',
  'teetime-sign-out': 'The user signed out.',
  'teetime-sign-in-required': 'An action needs a signed-in user.',
  'teetime-session': 'Session state changed (sticky; restored = restore finished).',
  'teetime-maintenance': 'The API is under maintenance, or back (sticky).',
  'teetime-error': "A widget crashed and shows 'An Error Occurred'.",
  'teetime-account-navigate':
    'The account element moved to another screen; carries its view, params and path.',
};
