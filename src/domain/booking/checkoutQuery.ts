import { TEE_TIME_PLAYERS_MAX, TEE_TIME_PLAYERS_MIN } from './constants';

/** The failure pages a `failureSteps` query value may open (anything else: the general one). */
export const QUERY_FAILURES = [
  'not-available',
  'not-allowed',
  'booking-limit-reached',
  'time-slot-error',
  'tee-time-error',
] as const;
export type QueryFailure = (typeof QUERY_FAILURES)[number];

/** What a checkout page's URL says: the course id in the path, the rest in the query. */
export interface CheckoutQuery {
  courseId?: string;
  teeTimeId?: string;
  players?: number;
  date?: string;
  prepaymentRuleId?: string;
  isGuest?: boolean;
  isAnchoredTeeTime?: boolean;
  /** Open the failure page (with its recommendations) instead of preparing. */
  failure?: QueryFailure;
}

const flag = (v: string | null) => (v === 'true' ? true : undefined);
const text = (v: string | null) => (v && v.trim() ? v.trim() : undefined);

/**
 * Reads a checkout URL (spec 01 §2 checkout variants, §5 query rules): `/checkout/at/{courseId}`
 * or the `courseId` query value; `teeTimeId`, `players` (a whole number 1–6), `date`
 * (YYYY-MM-DD), `prepaymentRuleId`; the flags `isGuest` and `isAnchoredTeeTime` only as the text
 * true; `failureSteps` names a failure page (an unknown name opens the general tee-time error).
 * Anything malformed is left out rather than guessed.
 */
export function parseCheckoutQuery(pathname: string, search: string): CheckoutQuery {
  const q = new URLSearchParams(search);
  const out: CheckoutQuery = {};
  const inPath = /\/checkout\/at\/([^/?#]+)/.exec(pathname)?.[1];
  let courseId: string | undefined;
  try {
    courseId = text(inPath ? decodeURIComponent(inPath) : q.get('courseId'));
  } catch {
    courseId = undefined;
  }
  if (courseId) out.courseId = courseId;
  const teeTimeId = text(q.get('teeTimeId'));
  if (teeTimeId) out.teeTimeId = teeTimeId;
  const players = Number(q.get('players'));
  if (Number.isInteger(players) && players >= TEE_TIME_PLAYERS_MIN && players <= TEE_TIME_PLAYERS_MAX)
    out.players = players;
  const date = q.get('date');
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) out.date = date;
  const rule = text(q.get('prepaymentRuleId'));
  if (rule) out.prepaymentRuleId = rule;
  const isGuest = flag(q.get('isGuest'));
  if (isGuest) out.isGuest = true;
  const anchored = flag(q.get('isAnchoredTeeTime'));
  if (anchored) out.isAnchoredTeeTime = true;
  const failure = text(q.get('failureSteps'));
  if (failure)
    out.failure = (QUERY_FAILURES as readonly string[]).includes(failure)
      ? (failure as QueryFailure)
      : 'tee-time-error';
  return out;
}
