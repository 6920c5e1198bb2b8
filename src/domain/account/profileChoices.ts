/**
 * The golfer profile's choice lists (spec 02 §3) with the labels a golfer reads, in the order
 * they are offered, and the handicap as golfers write it.
 */
export type Choice = readonly [value: string, label: string];

export const FOCUS_CHOICES: readonly Choice[] = [
  ['recreation', 'Recreation'],
  ['business', 'Business'],
  ['pro', 'Pro'],
  ['sport', 'Sport'],
];

export const FREQUENCY_CHOICES: readonly Choice[] = [
  ['once_a_year', 'Once a year'],
  ['twice_a_year', 'Twice a year'],
  ['once_every_3_months', 'Once every 3 months'],
  ['once_a_month', 'Once a month'],
  ['once_a_week', 'Once a week'],
  ['few_times_a_week', 'A few times a week'],
];

/** n: the golfer prefers not to say. */
export const GENDER_CHOICES: readonly Choice[] = [
  ['m', 'Male'],
  ['f', 'Female'],
  ['n', 'Prefer not to say'],
];

export const SKILL_CHOICES: readonly Choice[] = [
  ['beginner', 'Beginner'],
  ['intermediate', 'Intermediate'],
  ['advanced', 'Advanced'],
  ['expert', 'Expert'],
];

/** The label of `value` in `choices`; '' when it is not one of them. */
export function choiceLabel(choices: readonly Choice[], value: string | null | undefined): string {
  return choices.find(([v]) => v === value)?.[1] ?? '';
}

/** The API's handicap bounds (−10 is a plus-10 golfer). */
export const HANDICAP_MIN = -10;
export const HANDICAP_MAX = 54;

/**
 * A handicap typed as golfers write it: `12.4`, `0`, or `+2` for a golfer below scratch (sent as
 * −2). '' clears it (null). Anything else, or outside +10…54, is an error message.
 */
export function parseHandicap(text: string): { value: number | null } | { error: string } {
  const t = text.trim().replace(',', '.');
  if (t === '') return { value: null };
  const m = /^([+-]?)(\d{1,2}(?:\.\d)?)$/.exec(t);
  const n = m ? Number(m[2]) * (m[1] === '' ? 1 : -1) : NaN;
  if (!m || n < HANDICAP_MIN || n > HANDICAP_MAX)
    return { error: 'Enter your handicap as a number from +10 to 54, with at most one decimal, e.g. 12.4.' };
  return { value: n === 0 ? 0 : n };
}

/** The handicap as a golfer writes it: 12.4, or +2 below scratch; '' when none. */
export function formatHandicap(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return '';
  return n < 0 ? `+${-n}` : String(n);
}
