import type Database from 'better-sqlite3';
import {
  ALERT_DAYS,
  ALERT_FLAGS,
  ALERT_FREQUENCY_LIMIT,
  ALERT_HOLES,
  ALERT_MESSAGES,
  ALERT_PLAYERS,
  type AlertFlag,
} from '../../../src/domain/account/priceAlertForm';
import { mayAddAlerts } from '../../../src/domain/account/membership';
import { HttpError } from '../http/HttpError';
import type { AlertValues } from '../schemas/alertSchemas';
import { categoriesOf, courseView, findCourse } from './courseView';
import { linkToken } from './linkTokens';
import { CITY_SELECT, cityView, type CityRow } from './places';
import { isMember } from './networkMemberships';
import type { UserRow } from './profiles';
import { newId } from './tokens';

// The flags of an alert, the frequency limit and the spec's messages (spec 02 §3, §5, §9): the
// widget's form rules own them; the API answers with the same words.
export { ALERT_DAYS, ALERT_FREQUENCY_LIMIT, ALERT_HOLES, ALERT_PLAYERS };
export const ALERT_ERRORS = ALERT_MESSAGES;
export const MAX_ALERTS = 50;

export const MEMBERSHIP_REQUIRED = 'Price alerts are a membership benefit. Join to set price alerts.';

interface AlertRow {
  id: string;
  user_id: string;
  course_id: string | null;
  city_id: string | null;
  min_price: number | null;
  max_price: number | null;
  at_least_n_hours_before_sunset: number | null;
  frequency: number;
  flags: string;
  is_active: number;
  created_at: string;
  updated_at: string;
}

const alertError = (status: keyof typeof ALERT_ERRORS, extra: Record<string, unknown> = {}) =>
  new HttpError(status, ALERT_ERRORS[status], extra);

/**
 * 403 `membership_required` (the widget shows the membership upsell) unless the user is a member
 * now (a current network membership, a cancelled one until its period ends, or a course program)
 * or already keeps price alerts (mayAddAlerts).
 */
export function assertMayAddAlerts(db: Database.Database, user: UserRow, now: Date): void {
  const kept = (
    db.prepare('SELECT COUNT(*) AS n FROM price_alerts WHERE user_id = ?').get(user.id) as { n: number }
  ).n;
  if (!mayAddAlerts(isMember(db, user.id, now), kept))
    throw new HttpError(403, MEMBERSHIP_REQUIRED, { code: 'membership_required', offer_url: '/membership' });
}

function findCity(db: Database.Database, id: string): CityRow | undefined {
  return db.prepare(`${CITY_SELECT} WHERE ci.id = ?`).get(id) as CityRow | undefined;
}

/** The alert as answered: its course or city object, flags as booleans, the unsubscribe token. */
export function alertView(db: Database.Database, row: AlertRow, origin: string) {
  const course = row.course_id ? findCourse(db, row.course_id) : undefined;
  const city = row.city_id ? findCity(db, row.city_id) : undefined;
  const flags = JSON.parse(row.flags) as Partial<Record<AlertFlag, boolean>>;
  return {
    id: row.id,
    type: 'TeeTimePriceAlert' as const,
    course_id: row.course_id,
    course: course ? courseView(course, origin, categoriesOf(db, [course.id]).get(course.id) ?? []) : null,
    city_id: row.city_id,
    city: city ? cityView(city) : null,
    min_price: row.min_price,
    max_price: row.max_price,
    at_least_n_hours_before_sunset: row.at_least_n_hours_before_sunset,
    frequency: row.frequency,
    ...Object.fromEntries(ALERT_FLAGS.map((f) => [f, flags[f] === true])),
    is_active: row.is_active === 1,
    unsubscribe_token: linkToken(db, 'alert', row.id),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function listAlerts(db: Database.Database, userId: string): AlertRow[] {
  return db
    .prepare('SELECT * FROM price_alerts WHERE user_id = ? ORDER BY created_at DESC, id')
    .all(userId) as AlertRow[];
}

/** One of the user's alerts; 404 for unknown ids and others' alerts alike. */
export function ownAlert(db: Database.Database, userId: string, id: string): AlertRow {
  const row = db.prepare('SELECT * FROM price_alerts WHERE id = ? AND user_id = ?').get(id, userId) as
    AlertRow | undefined;
  if (!row) throw new HttpError(404, 'Alert not found');
  return row;
}

/** The values after an edit (or for a new alert), checked in the order of spec 02 §5. */
function checked(db: Database.Database, base: AlertRow | null, input: AlertValues) {
  const flags = { ...(base ? (JSON.parse(base.flags) as Record<string, boolean>) : {}) };
  for (const f of ALERT_FLAGS) if (input[f] !== undefined) flags[f] = input[f] === true;
  const target =
    input.course_id !== undefined || input.city_id !== undefined
      ? { course_id: input.course_id ?? null, city_id: input.city_id ?? null }
      : { course_id: base?.course_id ?? null, city_id: base?.city_id ?? null };
  if ((target.course_id === null) === (target.city_id === null))
    throw alertError(422, { validation_errors: { course_id: ['give a course_id or a city_id'] } });
  if (target.city_id !== null && !findCity(db, target.city_id)) throw alertError(412);
  if (target.course_id !== null && !findCourse(db, target.course_id)) throw alertError(413);
  const frequency = input.frequency !== undefined ? input.frequency : base?.frequency;
  if (
    !Number.isInteger(frequency) ||
    (frequency as number) < 1 ||
    (frequency as number) > ALERT_FREQUENCY_LIMIT
  )
    throw alertError(414);
  if (!ALERT_PLAYERS.some((f) => flags[f])) throw alertError(415);
  if (!ALERT_DAYS.some((f) => flags[f])) throw alertError(416);
  if (!ALERT_HOLES.some((f) => flags[f])) throw alertError(417);
  const pick = <K extends 'min_price' | 'max_price' | 'at_least_n_hours_before_sunset'>(key: K) =>
    input[key] !== undefined ? (input[key] ?? null) : (base?.[key] ?? null);
  const minPrice = pick('min_price');
  const maxPrice = pick('max_price');
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    throw alertError(422, { validation_errors: { min_price: ['must not be above max_price'] } });
  return {
    ...target,
    min_price: minPrice,
    max_price: maxPrice,
    at_least_n_hours_before_sunset: pick('at_least_n_hours_before_sunset'),
    frequency: frequency as number,
    flags: JSON.stringify(Object.fromEntries(ALERT_FLAGS.map((f) => [f, flags[f] === true]))),
    is_active: input.is_active === undefined ? (base?.is_active ?? 1) : Number(input.is_active),
  };
}

/** POST v6/alerts (the caller checked the membership). */
export function createAlert(db: Database.Database, userId: string, input: AlertValues, now: Date): AlertRow {
  const values = checked(db, null, input);
  const id = newId('alert');
  db.transaction(() => {
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM price_alerts WHERE user_id = ?').get(userId) as {
      n: number;
    };
    if (n >= MAX_ALERTS) throw new HttpError(422, `You can keep up to ${MAX_ALERTS} price alerts.`);
    db.prepare(
      `INSERT INTO price_alerts (id, user_id, course_id, city_id, min_price, max_price, at_least_n_hours_before_sunset,
         frequency, flags, is_active, created_at, updated_at)
       VALUES (@id, @user_id, @course_id, @city_id, @min_price, @max_price, @at_least_n_hours_before_sunset,
         @frequency, @flags, @is_active, @now, @now)`,
    ).run({ ...values, id, user_id: userId, now: now.toISOString() });
  })();
  return ownAlert(db, userId, id);
}

/** PATCH v6/alerts/{id}: only the values given change; the result is checked as a whole. */
export function updateAlert(
  db: Database.Database,
  userId: string,
  id: string,
  input: AlertValues,
  now: Date,
): AlertRow {
  const values = checked(db, ownAlert(db, userId, id), input);
  db.prepare(
    `UPDATE price_alerts SET course_id = @course_id, city_id = @city_id, min_price = @min_price, max_price = @max_price,
       at_least_n_hours_before_sunset = @at_least_n_hours_before_sunset, frequency = @frequency, flags = @flags,
       is_active = @is_active, updated_at = @now WHERE id = @id`,
  ).run({ ...values, id, now: now.toISOString() });
  return ownAlert(db, userId, id);
}

export function deleteAlert(db: Database.Database, userId: string, id: string): void {
  ownAlert(db, userId, id);
  db.prepare('DELETE FROM price_alerts WHERE id = ?').run(id);
}

/**
 * POST v6/alerts/unsubscribe: the link of an alert e-mail stops that alert
 * (`TeeTimePriceAlert`) or every alert of its owner (`all`). Answers how many stopped.
 */
export function unsubscribeAlerts(
  db: Database.Database,
  alertId: string | null,
  type: 'TeeTimePriceAlert' | 'all',
  now: Date,
): number {
  const alert = alertId
    ? (db.prepare('SELECT id, user_id FROM price_alerts WHERE id = ?').get(alertId) as
        { id: string; user_id: string } | undefined)
    : undefined;
  if (!alert) throw new HttpError(404, 'This unsubscribe link is invalid or has expired.');
  const sql =
    type === 'all'
      ? 'UPDATE price_alerts SET is_active = 0, updated_at = ? WHERE user_id = ? AND is_active = 1'
      : 'UPDATE price_alerts SET is_active = 0, updated_at = ? WHERE id = ? AND is_active = 1';
  return db.prepare(sql).run(now.toISOString(), type === 'all' ? alert.user_id : alert.id).changes;
}
