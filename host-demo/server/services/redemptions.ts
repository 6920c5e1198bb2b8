import type Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import type { PromoCode } from './pricing';

/** Hash of a gift card CVV as stored in `gift_cards.cvv_hash`. */
export function giftCardCvvHash(code: string, cvv: string): string {
  return createHash('sha256').update(`${code.toUpperCase()}:${cvv}`).digest('hex');
}

export type PromoCheck = { ok: true; promo: PromoCode } | { ok: false; message: string };

/** A promo code usable on `date` (YYYY-MM-DD), or why not. */
export function checkPromo(db: Database.Database, code: string, date: string): PromoCheck {
  const promo = db.prepare('SELECT * FROM promo_codes WHERE code = ?').get(code.trim()) as
    PromoCode | undefined;
  if (!promo) return { ok: false, message: `Promo code ${code.trim().slice(0, 40)} is not valid.` };
  if (promo.expires_on && promo.expires_on < date)
    return { ok: false, message: 'This promo code has expired.' };
  return { ok: true, promo };
}

/** Active promos of a list of codes (silently drops codes that stopped being valid). */
export function loadPromos(db: Database.Database, codes: readonly string[], date: string): PromoCode[] {
  const out: PromoCode[] = [];
  for (const code of codes) {
    const check = checkPromo(db, code, date);
    if (check.ok) out.push(check.promo);
  }
  return out;
}

/** The bonus promo offered at checkout, if any is active. */
export function activeBonusPromo(db: Database.Database, date: string): PromoCode | null {
  const row = db
    .prepare(
      'SELECT * FROM promo_codes WHERE is_bonus = 1 AND (expires_on IS NULL OR expires_on >= ?) ORDER BY code LIMIT 1',
    )
    .get(date) as PromoCode | undefined;
  return row ?? null;
}

interface GiftCardRow {
  code: string;
  balance: number;
  cvv_hash: string | null;
}

export type GiftCardCheck =
  | { ok: true; code: string; balance: number }
  | { ok: false; reason: 'not_found' | 'cvv_required' | 'cvv_wrong' | 'empty'; message: string };

/** Validates a gift card code and (when it has one) its CVV. */
export function checkGiftCard(db: Database.Database, code: string, cvv: string | undefined): GiftCardCheck {
  const row = db.prepare('SELECT * FROM gift_cards WHERE code = ?').get(code.trim()) as
    GiftCardRow | undefined;
  if (!row) return { ok: false, reason: 'not_found', message: 'Gift card not found.' };
  if (row.cvv_hash) {
    if (!cvv) return { ok: false, reason: 'cvv_required', message: 'Gift card CVV required.' };
    if (giftCardCvvHash(row.code, cvv) !== row.cvv_hash) {
      return { ok: false, reason: 'cvv_wrong', message: 'The gift card CVV is not correct.' };
    }
  }
  if (row.balance <= 0) return { ok: false, reason: 'empty', message: 'This gift card has no balance left.' };
  return { ok: true, code: row.code, balance: row.balance };
}

/** Current balance of a gift card, or 0. */
export function giftCardBalance(db: Database.Database, code: string | null): number | null {
  if (!code) return null;
  const row = db.prepare('SELECT balance FROM gift_cards WHERE code = ?').get(code) as
    { balance: number } | undefined;
  return row?.balance ?? 0;
}
