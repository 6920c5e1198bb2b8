/**
 * The price-alert form (spec 02 §3, §5, §9): its values, the rules with the spec's messages, the
 * field each answer of the API concerns, and the body it sends (v6/alerts).
 */
export const ALERT_PLAYERS = ['for_1', 'for_2', 'for_3', 'for_4'] as const;
export const ALERT_HOLES = ['holes_9', 'holes_18'] as const;
export const ALERT_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type AlertFlag =
  (typeof ALERT_PLAYERS)[number] | (typeof ALERT_HOLES)[number] | (typeof ALERT_DAYS)[number];
export const ALERT_FLAGS: readonly AlertFlag[] = [...ALERT_PLAYERS, ...ALERT_HOLES, ...ALERT_DAYS];

/** Spec 02 §9: at most two alert e-mails a day. The API answers it too (`frequency_limit`). */
export const ALERT_FREQUENCY_LIMIT = 2;

/** Spec 02 §5, word for word: the rules the form checks itself (the API answers the same). */
const FORM_MESSAGES = {
  414: 'Please select the frequency you want to be notified.',
  415: 'Please select at least one player quantity to set the alert.',
  416: 'Please provide on which days you want to set the alert.',
  417: 'Please select the number of holes you want.',
} as const;

/**
 * Spec 02 §5, word for word (the API answers the same). The widget shows 412, 413 and 422 as the
 * API words them, so only the sandbox reads those here (and the bundle carries only the form's).
 */
export const ALERT_MESSAGES = {
  412: "The city for this alert doesn't seem to exits anymore.",
  413: "The course for this alert doesn't seem to exits anymore.",
  ...FORM_MESSAGES,
  422: 'Ups! There has been an error trying to update the alert.',
} as const;

/** Where a message shows: the place watched, or a group of the form. */
export type AlertField =
  | 'target'
  | 'frequency'
  | 'players'
  | 'days'
  | 'holes'
  | 'minPrice'
  | 'maxPrice'
  | 'atLeastNHoursBeforeSunset';

const STATUS_FIELD: Record<number, AlertField> = {
  412: 'target',
  413: 'target',
  414: 'frequency',
  415: 'players',
  416: 'days',
  417: 'holes',
};

/** The field an API answer's status concerns (412–417); undefined for the others (422…). */
export const alertErrorField = (status: number): AlertField | undefined => STATUS_FIELD[status];

/** What the form holds: text as typed, flags as ticked. `target` is `course:<id>` or `city:<id>`. */
export interface AlertFormValues {
  target: string;
  minPrice: string;
  maxPrice: string;
  atLeastNHoursBeforeSunset: string;
  frequency: string;
  isActive: boolean;
  flags: Partial<Record<AlertFlag, boolean>>;
}

/** A price alert as the API answers it (camelCased; the flags keep their underscore). */
export interface PriceAlert extends Partial<Record<AlertFlag, boolean>> {
  id: string;
  courseId?: string | null;
  course?: { id: string; name: string; hierarchizedUrl?: string } | null;
  cityId?: string | null;
  city?: { id: string; name: string; label?: string; hierarchizedUrl?: string } | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  atLeastNHoursBeforeSunset?: number | null;
  frequency?: number | null;
  isActive?: boolean;
}

/** A new alert: once a day, on the place given (if any); the golfer picks the rest. */
export function newAlertForm(target = ''): AlertFormValues {
  return {
    target,
    minPrice: '',
    maxPrice: '',
    atLeastNHoursBeforeSunset: '',
    frequency: '1',
    isActive: true,
    flags: {},
  };
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The form of an existing alert. */
export function alertForm(a: PriceAlert): AlertFormValues {
  return {
    target: a.courseId ? `course:${a.courseId}` : a.cityId ? `city:${a.cityId}` : '',
    minPrice: text(a.minPrice),
    maxPrice: text(a.maxPrice),
    atLeastNHoursBeforeSunset: text(a.atLeastNHoursBeforeSunset),
    frequency: text(a.frequency),
    isActive: a.isActive !== false,
    flags: Object.fromEntries(ALERT_FLAGS.map((f) => [f, a[f] === true])),
  };
}

const PRICE = /^\d{1,5}(\.\d{1,2})?$/;
const priceOf = (t: string) => (t.trim() === '' ? null : Number(t.trim()));

/**
 * The rules of spec 02 §5 in its order (a place, frequency 1…limit, a player quantity, a day,
 * holes), then the prices (0–10000 dollars, min ≤ max) and the sunset hours (0–12). Every
 * broken rule, by field: empty when the alert can be sent.
 */
export function alertFormErrors(
  v: AlertFormValues,
  frequencyLimit = ALERT_FREQUENCY_LIMIT,
): Partial<Record<AlertField, string>> {
  const errors: Partial<Record<AlertField, string>> = {};
  const on = (list: readonly AlertFlag[]) => list.some((f) => v.flags[f] === true);
  if (!/^(course|city):./.test(v.target)) errors.target = 'Choose the course or city to watch.';
  const frequency = Number(v.frequency);
  if (!Number.isInteger(frequency) || frequency < 1 || frequency > frequencyLimit)
    errors.frequency = FORM_MESSAGES[414];
  if (!on(ALERT_PLAYERS)) errors.players = FORM_MESSAGES[415];
  if (!on(ALERT_DAYS)) errors.days = FORM_MESSAGES[416];
  if (!on(ALERT_HOLES)) errors.holes = FORM_MESSAGES[417];
  for (const key of ['minPrice', 'maxPrice'] as const) {
    const t = v[key].trim();
    if (t !== '' && (!PRICE.test(t) || Number(t) > 10000))
      errors[key] = 'Enter a price in dollars from 0 to 10000, e.g. 45 or 59.50.';
  }
  const min = priceOf(v.minPrice);
  const max = priceOf(v.maxPrice);
  if (!errors.minPrice && !errors.maxPrice && min !== null && max !== null && min > max)
    errors.minPrice = 'The lowest price must not be above the highest price.';
  const hours = v.atLeastNHoursBeforeSunset.trim();
  if (hours !== '' && !(/^\d{1,2}$/.test(hours) && Number(hours) <= 12))
    errors.atLeastNHoursBeforeSunset = 'Enter a whole number of hours from 0 to 12.';
  return errors;
}

/** The body of POST v6/alerts or PATCH v6/alerts/{id} (camelCase; the client snake_cases it). */
export function alertBody(v: AlertFormValues): Record<string, unknown> {
  const [kind, id] = [v.target.slice(0, v.target.indexOf(':')), v.target.slice(v.target.indexOf(':') + 1)];
  const hours = v.atLeastNHoursBeforeSunset.trim();
  return {
    ...(kind === 'city' ? { cityId: id } : { courseId: id }),
    minPrice: priceOf(v.minPrice),
    maxPrice: priceOf(v.maxPrice),
    atLeastNHoursBeforeSunset: hours === '' ? null : Number(hours),
    frequency: Number(v.frequency),
    isActive: v.isActive,
    ...Object.fromEntries(ALERT_FLAGS.map((f) => [f, v.flags[f] === true])),
  };
}

/** The choices of the frequency, 1 … the API's limit: "At most once a day", "At most twice a day". */
export function frequencyLabel(n: number): string {
  return `At most ${n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`} a day`;
}

/** Mon, Tue… */
const dayName = (d: string) => d[0]!.toUpperCase() + d.slice(1, 3);

const list = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/**
 * One line a golfer reads about an alert: "2 or 4 players · 18 holes · Sat, Sun · up to $60 ·
 * at most once a day". `price` formats dollars for the page's locale.
 */
export function describeAlert(a: PriceAlert, price: (dollars: number) => string): string {
  const players = ALERT_PLAYERS.filter((f) => a[f]).map((f) => f.slice(4));
  const holes = ALERT_HOLES.filter((f) => a[f]).map((f) => f.slice(6));
  const days = ALERT_DAYS.filter((f) => a[f]);
  const min = a.minPrice ?? null;
  const max = a.maxPrice ?? null;
  const parts = [
    players.length
      ? `${list(players)} ${players.length === 1 && players[0] === '1' ? 'player' : 'players'}`
      : '',
    holes.length ? `${list(holes)} holes` : '',
    days.length === 7 ? 'every day' : days.map(dayName).join(', '),
    min !== null && max !== null
      ? `${price(min)}–${price(max)}`
      : max !== null
        ? `up to ${price(max)}`
        : min !== null
          ? `from ${price(min)}`
          : 'any price',
    a.atLeastNHoursBeforeSunset ? `${a.atLeastNHoursBeforeSunset} h or more before sunset` : '',
    a.frequency ? frequencyLabel(a.frequency).toLowerCase() : '',
  ];
  return parts.filter(Boolean).join(' · ');
}
