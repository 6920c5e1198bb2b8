import type Database from 'better-sqlite3';
import {
  isMembershipCurrent,
  MEMBERSHIP_MESSAGES,
  periodEnd,
  statusAfter,
  type MembershipInterval,
} from '../../../src/domain/account/membership';
import { HttpError } from '../http/HttpError';
import { chargeFailure } from './cardGateway';
import { distanceMiles, roundMiles } from './geo';
import { cardView, findOwnCard, type CardRow } from './creditCards';
import { newId, newToken } from './tokens';

export interface PlanRow {
  id: string;
  interval: MembershipInterval;
  name: string;
  billing_plan_id: string;
  amount: number;
  sort: number;
}

export interface SubscriptionRow {
  id: string;
  user_id: string;
  plan_id: string;
  credit_card_id: string | null;
  status: 'active' | 'cancelled' | 'renewed';
  promo_code: string | null;
  started_at: string;
  current_period_end: string;
  cancelled_at: string | null;
  updated_at: string;
}

/** What the network membership gives (the sales page and the upsell). */
export const NETWORK_BENEFITS = [
  'Member rates on tee times at network courses',
  'Price alerts for the courses and cities you play',
  'Offers from partner brands and network courses',
  'No booking fees on network courses',
];

export const ALREADY_MEMBER = 'You already have a network membership. Manage it in your membership account.';
export const NO_MEMBERSHIP = 'You have no network membership. Join from the membership page.';

export function listPlans(db: Database.Database): PlanRow[] {
  return db.prepare('SELECT * FROM network_plans ORDER BY sort').all() as PlanRow[];
}

export function planView(p: PlanRow) {
  return {
    id: p.id,
    interval: p.interval,
    name: p.name,
    billing_plan: { id: p.billing_plan_id, amount: p.amount, interval: p.interval, currency: 'USD' },
  };
}

export function findSubscription(db: Database.Database, userId: string): SubscriptionRow | null {
  return (
    (db.prepare('SELECT * FROM network_subscriptions WHERE user_id = ?').get(userId) as
      SubscriptionRow | undefined) ?? null
  );
}

/**
 * The profile's `has_network_membership` and the signed-in user's member flag: a network
 * subscription that is current on the sandbox clock (not the stored flag, which goes stale when a
 * cancelled membership's paid period ends).
 */
export function hasCurrentNetworkMembership(db: Database.Database, userId: string, now: Date): boolean {
  return isMembershipCurrent(findSubscription(db, userId), now);
}

/** Spec 02 §6 member: a current network membership, a course-program membership, or the profile's membership. */
export function isMember(db: Database.Database, userId: string, now: Date): boolean {
  if (isMembershipCurrent(findSubscription(db, userId), now)) return true;
  if (db.prepare("SELECT 1 FROM program_memberships WHERE user_id = ? AND status = 'active'").get(userId))
    return true;
  const row = db
    .prepare('SELECT membership_subscription_id, has_network_membership FROM users WHERE id = ?')
    .get(userId) as { membership_subscription_id: string | null; has_network_membership: number } | undefined;
  // A profile membership without a subscription row (a course program outside the sandbox).
  return !!row && row.membership_subscription_id !== null && !findSubscription(db, userId);
}

/** The subscription as answered: plan, card (no number), status and period. */
export function subscriptionView(db: Database.Database, sub: SubscriptionRow, now: Date) {
  const plan = db.prepare('SELECT * FROM network_plans WHERE id = ?').get(sub.plan_id) as PlanRow;
  const card = sub.credit_card_id ? findOwnCard(db, sub.user_id, sub.credit_card_id) : null;
  return {
    id: sub.id,
    status: sub.status,
    is_current: isMembershipCurrent(sub, now),
    plan: planView(plan),
    credit_card: card ? cardView(card) : null,
    promo_code: sub.promo_code,
    started_at: sub.started_at,
    current_period_end: sub.current_period_end,
    cancelled_at: sub.cancelled_at,
  };
}

/** The price of a plan after a promo code; 422 in plain words for an unknown or expired code. */
function priceWith(db: Database.Database, amount: number, code: string | undefined, now: Date): number {
  if (!code) return amount;
  const promo = db
    .prepare('SELECT kind, amount, expires_on FROM promo_codes WHERE code = ? COLLATE NOCASE')
    .get(code.trim()) as { kind: string; amount: number; expires_on: string | null } | undefined;
  if (!promo || (promo.expires_on && promo.expires_on < now.toISOString().slice(0, 10)))
    throw new HttpError(422, 'This promo code is not valid. Check it or leave it empty.', {
      validation_errors: { promo_code: ['This promo code is not valid.'] },
    });
  const off = promo.kind === 'percent' ? (amount * promo.amount) / 100 : promo.amount;
  return Math.max(0, Math.round((amount - off) * 100) / 100);
}

/** Charges a saved card with the test gateway: 402 'Payment Error' (the widget says 'Payment failed, please try again.'). */
function charge(card: CardRow, amount: number): void {
  if (amount <= 0) return;
  const failure = chargeFailure(card.test_outcome);
  if (failure)
    throw new HttpError(402, 'Payment Error', {
      reason: failure.message,
      decline_code: failure.decline_code,
    });
}

function ownCard(db: Database.Database, userId: string, id: string | undefined): CardRow {
  const card = id
    ? findOwnCard(db, userId, id)
    : ((db
        .prepare(
          'SELECT * FROM credit_cards WHERE user_id = ? AND deleted_at IS NULL ORDER BY is_default DESC, created_at, id LIMIT 1',
        )
        .get(userId) as CardRow | undefined) ?? null);
  if (!card)
    throw new HttpError(
      404,
      id ? 'Card not found. Choose one of your saved cards.' : 'Add a card first, then join.',
      {
        validation_errors: { credit_card_id: ['Choose one of your saved cards.'] },
      },
    );
  return card;
}

function recordInvoice(db: Database.Database, sub: string, amount: number, plan: PlanRow, now: Date): void {
  db.prepare('INSERT INTO network_invoices VALUES (?, ?, ?, ?, ?)').run(
    newId('ninv'),
    sub,
    amount,
    plan.name,
    now.toISOString(),
  );
}

function markProfile(db: Database.Database, userId: string, subId: string | null): void {
  db.prepare('UPDATE users SET has_network_membership = ?, membership_subscription_id = ? WHERE id = ?').run(
    subId ? 1 : 0,
    subId,
    userId,
  );
}

/** POST initiate_purchase: a saved card (the default else the first) pays the billing plan. */
export function purchase(
  db: Database.Database,
  userId: string,
  input: { billing_plan_id: string; credit_card_id?: string | undefined; promo_code?: string | undefined },
  now: Date,
): SubscriptionRow {
  return db.transaction(() => {
    const existing = findSubscription(db, userId);
    if (existing && isMembershipCurrent(existing, now))
      throw new HttpError(409, ALREADY_MEMBER, {
        code: 'already_member',
        redirect_to: '/my-account/membership',
      });
    const plan = db
      .prepare('SELECT * FROM network_plans WHERE billing_plan_id = ? OR id = ?')
      .get(input.billing_plan_id, input.billing_plan_id) as PlanRow | undefined;
    if (!plan)
      throw new HttpError(404, 'That plan does not exist. Choose monthly or annual.', {
        validation_errors: { billing_plan_id: ['Choose monthly or annual.'] },
      });
    const card = ownCard(db, userId, input.credit_card_id);
    const amount = priceWith(db, plan.amount, input.promo_code, now);
    charge(card, amount);
    const id = existing?.id ?? `sub_${newToken().slice(0, 16)}`;
    const end = periodEnd(now, plan.interval).toISOString();
    db.prepare(
      `INSERT INTO network_subscriptions (id, user_id, plan_id, credit_card_id, status, promo_code, started_at, current_period_end, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET plan_id = excluded.plan_id, credit_card_id = excluded.credit_card_id,
         status = excluded.status, promo_code = excluded.promo_code, started_at = excluded.started_at,
         current_period_end = excluded.current_period_end, cancelled_at = NULL, updated_at = excluded.updated_at`,
    ).run(
      id,
      userId,
      plan.id,
      card.id,
      statusAfter('purchase'),
      input.promo_code?.trim().toUpperCase() ?? null,
      now.toISOString(),
      end,
      now.toISOString(),
    );
    recordInvoice(db, id, amount, plan, now);
    markProfile(db, userId, id);
    return findSubscription(db, userId) as SubscriptionRow;
  })();
}

function mine(db: Database.Database, userId: string): SubscriptionRow {
  const sub = findSubscription(db, userId);
  if (!sub) throw new HttpError(404, NO_MEMBERSHIP);
  return sub;
}

/** change-card: 400 'Credit card could not be changed' unless it is one of the member's saved cards. */
export function changeCard(
  db: Database.Database,
  userId: string,
  cardId: string,
  now: Date,
): SubscriptionRow {
  const sub = mine(db, userId);
  const card = findOwnCard(db, userId, cardId);
  if (!card)
    throw new HttpError(400, MEMBERSHIP_MESSAGES.cardNotChanged, {
      validation_errors: { credit_card_id: ['Choose one of your saved cards.'] },
    });
  db.prepare('UPDATE network_subscriptions SET credit_card_id = ?, updated_at = ? WHERE id = ?').run(
    card.id,
    now.toISOString(),
    sub.id,
  );
  return mine(db, userId);
}

/** DELETE: cancelled, still a member until the end of the paid period. */
export function cancel(db: Database.Database, userId: string, now: Date): SubscriptionRow {
  const sub = mine(db, userId);
  if (sub.status === 'cancelled')
    throw new HttpError(400, 'Your membership is cancelled already. You can renew it.');
  db.prepare(
    'UPDATE network_subscriptions SET status = ?, cancelled_at = ?, updated_at = ? WHERE id = ?',
  ).run(statusAfter('cancel'), now.toISOString(), now.toISOString(), sub.id);
  return mine(db, userId);
}

/**
 * withdraw_cancellation (within the paid period) and renew (also after it: the card pays a new
 * period): status renewed.
 */
export function renew(
  db: Database.Database,
  userId: string,
  action: 'renew' | 'withdraw',
  now: Date,
): SubscriptionRow {
  return db.transaction(() => {
    const sub = mine(db, userId);
    if (sub.status !== 'cancelled')
      throw new HttpError(400, 'Your membership is not cancelled, so there is nothing to renew.');
    const current = isMembershipCurrent(sub, now);
    if (!current && action === 'withdraw')
      throw new HttpError(400, 'Your membership has ended. Renew it instead.');
    let end = sub.current_period_end;
    if (!current) {
      const plan = db.prepare('SELECT * FROM network_plans WHERE id = ?').get(sub.plan_id) as PlanRow;
      const card = ownCard(db, userId, sub.credit_card_id ?? undefined);
      charge(card, plan.amount);
      recordInvoice(db, sub.id, plan.amount, plan, now);
      end = periodEnd(now, plan.interval).toISOString();
    }
    db.prepare(
      'UPDATE network_subscriptions SET status = ?, cancelled_at = NULL, current_period_end = ?, updated_at = ? WHERE id = ?',
    ).run(statusAfter(action), end, now.toISOString(), sub.id);
    markProfile(db, userId, sub.id);
    return mine(db, userId);
  })();
}

export function invoices(db: Database.Database, userId: string) {
  const sub = mine(db, userId);
  return db
    .prepare(
      'SELECT id, amount, description, paid_at FROM network_invoices WHERE subscription_id = ? ORDER BY paid_at DESC, id',
    )
    .all(sub.id);
}

/** The network courses: flagged ones, else (a small catalog) the first three courses. */
export function networkCourseIds(db: Database.Database): string[] {
  const ids = (
    db
      .prepare(
        'SELECT id FROM courses WHERE has_network_membership = 1 ORDER BY CAST(id AS INTEGER) LIMIT 12',
      )
      .all() as { id: string }[]
  ).map((r) => r.id);
  return ids.length >= 3
    ? ids
    : (
        db.prepare('SELECT id FROM courses ORDER BY CAST(id AS INTEGER) LIMIT 3').all() as { id: string }[]
      ).map((r) => r.id);
}

/**
 * Every network course, nearest to a point first, with its distance in miles: the sales page's
 * "near you" courses and the network list for a golfer whose position or home city is known.
 */
export function networkCoursesNear(
  db: Database.Database,
  latitude: number,
  longitude: number,
): { id: string; distance: number }[] {
  const rows = db
    .prepare('SELECT id, latitude, longitude FROM courses WHERE has_network_membership = 1')
    .all() as { id: string; latitude: number; longitude: number }[];
  return rows
    .map((r) => ({
      id: r.id,
      distance: roundMiles(distanceMiles(latitude, longitude, r.latitude, r.longitude)),
    }))
    .sort((a, b) => a.distance - b.distance || Number(a.id) - Number(b.id));
}
