import type Database from 'better-sqlite3';
import type { OfferStatus } from '../../../src/domain/account/membership';
import { HttpError } from '../http/HttpError';
import { newToken } from './tokens';

interface OfferRow {
  id: string;
  vendor_id: string | null;
  course_id: string | null;
  title: string;
  description: string;
  expires_on: string | null;
  vendor_name: string | null;
  vendor_url: string | null;
  course_name: string | null;
  code: string | null;
  redeemed_at: string | null;
}

interface PromotionRow {
  id: string;
  vendor_id: string;
  title: string;
  description: string;
  url: string;
  vendor_name: string;
  claim_code: string | null;
  assigned_at: string | null;
  track_count: number | null;
}

export const MEMBERS_ONLY = 'Offers are a membership benefit. Join the network membership to see them.';

const OFFER_SELECT = `SELECT o.*, v.name AS vendor_name, v.website_url AS vendor_url, c.name AS course_name,
    r.code, r.redeemed_at
  FROM member_offers o LEFT JOIN partner_vendors v ON v.id = o.vendor_id LEFT JOIN courses c ON c.id = o.course_id
  LEFT JOIN offer_redemptions r ON r.offer_id = o.id AND r.user_id = @user`;

function offerView(o: OfferRow) {
  return {
    id: o.id,
    title: o.title,
    description: o.description,
    kind: o.vendor_id ? ('partner' as const) : ('course' as const),
    vendor: o.vendor_id ? { id: o.vendor_id, name: o.vendor_name, website_url: o.vendor_url } : null,
    course: o.course_id ? { id: o.course_id, name: o.course_name } : null,
    expires_on: o.expires_on,
    status: (o.redeemed_at ? 'redeemed' : 'available') as OfferStatus,
    code: o.code,
    redeemed_at: o.redeemed_at,
  };
}

export type OfferView = ReturnType<typeof offerView>;

/** The member's offers of one status (partner offers, or one course's with `courseId`). */
export function listOffers(
  db: Database.Database,
  userId: string,
  filter: {
    status?: OfferStatus | undefined;
    courseId?: string | undefined;
    kind?: 'partner' | 'course' | undefined;
  },
): OfferView[] {
  const where: string[] = [];
  if (filter.status === 'available') where.push('r.redeemed_at IS NULL');
  if (filter.status === 'redeemed') where.push('r.redeemed_at IS NOT NULL');
  if (filter.courseId) where.push('o.course_id = @course');
  if (filter.kind === 'partner') where.push('o.vendor_id IS NOT NULL');
  if (filter.kind === 'course') where.push('o.course_id IS NOT NULL');
  const sql = `${OFFER_SELECT}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY o.sort, o.id`;
  return (db.prepare(sql).all({ user: userId, course: filter.courseId ?? null }) as OfferRow[]).map(
    offerView,
  );
}

export function findOffer(db: Database.Database, userId: string, id: string): OfferView {
  const row = db.prepare(`${OFFER_SELECT} WHERE o.id = @id`).get({ user: userId, id }) as
    OfferRow | undefined;
  if (!row) throw new HttpError(404, 'Offer not found. It may have ended; see your available offers.');
  return offerView(row);
}

/** A short code a golfer can read out at a counter. */
const shortCode = (prefix: string) =>
  `${prefix}-${newToken()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()}`;

/** Redeems an offer once: its code. 409 in plain words when it is redeemed already. */
export function redeemOffer(db: Database.Database, userId: string, id: string, now: Date): OfferView {
  const offer = findOffer(db, userId, id);
  if (offer.status === 'redeemed')
    throw new HttpError(409, 'You redeemed this offer already. Its code is in your redeemed offers.', {
      offer,
    });
  db.prepare('INSERT INTO offer_redemptions VALUES (?, ?, ?, ?)').run(
    userId,
    id,
    shortCode('OFR'),
    now.toISOString(),
  );
  return findOffer(db, userId, id);
}

const PROMOTION_SELECT = `SELECT p.*, v.name AS vendor_name, pc.claim_code, pc.assigned_at, pc.track_count
  FROM vendor_promotions p JOIN partner_vendors v ON v.id = p.vendor_id
  LEFT JOIN promotion_claims pc ON pc.promotion_id = p.id AND pc.user_id = @user`;

function promotionView(p: PromotionRow) {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    url: p.url,
    vendor: { id: p.vendor_id, name: p.vendor_name },
    claim_code: p.claim_code,
    assigned_at: p.assigned_at,
    track_count: p.track_count ?? 0,
  };
}

export function listPromotions(db: Database.Database, userId: string) {
  return (db.prepare(`${PROMOTION_SELECT} ORDER BY p.sort`).all({ user: userId }) as PromotionRow[]).map(
    promotionView,
  );
}

function findPromotion(db: Database.Database, userId: string, id: string) {
  const row = db.prepare(`${PROMOTION_SELECT} WHERE p.id = @id`).get({ user: userId, id }) as
    PromotionRow | undefined;
  if (!row) throw new HttpError(404, 'Promotion not found. See the partner offers for the current ones.');
  return promotionView(row);
}

/** assign: the user's claim code for a promotion (the same one when asked again). */
export function assignClaimCode(db: Database.Database, userId: string, id: string, now: Date) {
  findPromotion(db, userId, id);
  db.prepare(
    'INSERT OR IGNORE INTO promotion_claims (user_id, promotion_id, claim_code, assigned_at) VALUES (?, ?, ?, ?)',
  ).run(userId, id, shortCode('CLM'), now.toISOString());
  return findPromotion(db, userId, id);
}

/** track: counts a visit to the partner with a claimed code; 409 before a code is claimed. */
export function trackPromotion(db: Database.Database, userId: string, id: string) {
  const promotion = findPromotion(db, userId, id);
  if (!promotion.claim_code)
    throw new HttpError(409, 'Claim your code first, then visit the partner.', { code: 'not_claimed' });
  db.prepare(
    'UPDATE promotion_claims SET track_count = track_count + 1 WHERE user_id = ? AND promotion_id = ?',
  ).run(userId, id);
  return findPromotion(db, userId, id);
}

export function publicVendors(db: Database.Database) {
  return db.prepare('SELECT id, name, description, website_url FROM partner_vendors ORDER BY sort').all();
}
