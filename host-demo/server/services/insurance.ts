import type Database from 'better-sqlite3';
import { HttpError } from '../http/HttpError';
import { chargeFailure } from './cardGateway';
import { findCardByToken, findOwnCard } from './creditCards';
import { cents } from './pricing';
import type { ReservationRow } from './reservationView';
import { newId } from './tokens';

/** Phone numbers ending with this make the quote answer 408 (with the quote). */
export const TIMEOUT_PHONE_SUFFIX = '408';
export const PREMIUM_RATE = 0.07;
export const MIN_PREMIUM = 2.99;

interface PolicyRow {
  id: string;
  reservation_id: string;
  premium: number;
  coverage: number;
  phone_country_code: string | null;
  phone_number: string | null;
  status: 'quoted' | 'purchased';
  credit_card_id: string | null;
  created_at: string;
}

export function policyView(db: Database.Database, p: PolicyRow) {
  const card = p.credit_card_id
    ? (db.prepare('SELECT brand, last_four FROM credit_cards WHERE id = ?').get(p.credit_card_id) as
        { brand: string; last_four: string } | undefined)
    : undefined;
  return {
    quote_id: p.id,
    reservation_id: p.reservation_id,
    premium: p.premium,
    coverage: p.coverage,
    currency: 'USD',
    phone_country_code: p.phone_country_code,
    phone_number: p.phone_number,
    status: p.status,
    credit_card: card ?? null,
    provider: 'Sandbox Weather Cover',
    created_at: p.created_at,
  };
}

export function courseOffersInsurance(db: Database.Database, courseId: string): boolean | null {
  const row = db.prepare('SELECT has_eventual_insurance AS h FROM courses WHERE id = ?').get(courseId) as
    { h: number } | undefined;
  return row ? row.h === 1 : null;
}

export function findPolicy(db: Database.Database, reservationId: string): PolicyRow | null {
  return (
    (db
      .prepare(
        'SELECT * FROM insurance_policies WHERE reservation_id = ? ORDER BY status DESC, created_at DESC LIMIT 1',
      )
      .get(reservationId) as PolicyRow | undefined) ?? null
  );
}

/** A quote for a reservation (the purchased policy if there is one). `timedOut` for the 408 case. */
export function quote(
  db: Database.Database,
  r: ReservationRow,
  phone: { phone_country_code?: string | undefined; phone_number?: string | undefined },
  now: Date,
): { policy: PolicyRow; timedOut: boolean } {
  if (!courseOffersInsurance(db, r.course_id))
    throw new HttpError(422, 'Eventual insurance is not available for this course.');
  if (r.status === 'cancelled') throw new HttpError(422, 'Cancelled reservations cannot be insured.');
  const existing = findPolicy(db, r.id);
  if (existing?.status === 'purchased') return { policy: existing, timedOut: false };
  const id = existing?.id ?? newId('quote');
  const premium = cents(Math.max(MIN_PREMIUM, r.total * PREMIUM_RATE));
  db.prepare(
    `INSERT INTO insurance_policies (id, reservation_id, premium, coverage, phone_country_code, phone_number, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'quoted', ?)
     ON CONFLICT (id) DO UPDATE SET premium = excluded.premium, coverage = excluded.coverage,
       phone_country_code = excluded.phone_country_code, phone_number = excluded.phone_number`,
  ).run(
    id,
    r.id,
    premium,
    r.total,
    phone.phone_country_code ?? null,
    phone.phone_number ?? null,
    now.toISOString(),
  );
  const policy = db.prepare('SELECT * FROM insurance_policies WHERE id = ?').get(id) as PolicyRow;
  return { policy, timedOut: (phone.phone_number ?? '').endsWith(TIMEOUT_PHONE_SUFFIX) };
}

/** Buys a quoted policy with a saved card (user) or a guest card token. */
export function purchase(
  db: Database.Database,
  r: ReservationRow,
  input: { quote_id: string; credit_card_id?: string | undefined; gateway_token?: string | undefined },
  userId: string | null,
): PolicyRow {
  return db.transaction(() => {
    const p = db
      .prepare('SELECT * FROM insurance_policies WHERE id = ? AND reservation_id = ?')
      .get(input.quote_id, r.id) as PolicyRow | undefined;
    if (!p) throw new HttpError(404, 'Quote not found');
    if (p.status === 'purchased')
      throw new HttpError(422, 'Insurance has already been purchased for this reservation.');
    const card =
      input.credit_card_id && userId
        ? findOwnCard(db, userId, input.credit_card_id)
        : input.gateway_token
          ? findCardByToken(db, input.gateway_token)
          : null;
    if (!card || (card.user_id !== null && card.user_id !== userId))
      throw new HttpError(404, 'Credit card not found');
    const failure = chargeFailure(card.test_outcome);
    if (failure) throw new HttpError(402, failure.message, failure);
    db.prepare("UPDATE insurance_policies SET status = 'purchased', credit_card_id = ? WHERE id = ?").run(
      card.id,
      p.id,
    );
    db.prepare('UPDATE reservations SET has_eventual_insurance = 1 WHERE id = ?').run(r.id);
    return db.prepare('SELECT * FROM insurance_policies WHERE id = ?').get(p.id) as PolicyRow;
  })();
}
