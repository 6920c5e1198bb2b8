import type Database from 'better-sqlite3';
import { hashPassword } from '../services/passwords';
import { giftCardCvvHash } from '../services/redemptions';
import { hashToken, newToken } from '../services/tokens';

/** Every demo account's password. */
export const DEMO_PASSWORD = 'teetime-demo-1';

export const DEMO_USERS = {
  golfer: { id: 'usr_golfer', email: 'golfer@example.com' },
  member: { id: 'usr_member', email: 'member@example.com' },
  moderator: { id: 'usr_moderator', email: 'moderator@example.com' },
  banned: { id: 'usr_banned', email: 'banned@example.com' },
  newbie: { id: 'usr_newbie', email: 'newbie@example.com' },
  verify: { id: 'usr_verify', email: 'verify@example.com' },
} as const;

interface SeedUser {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  address_city: string | null;
  address_state: string | null;
  address_country: string | null;
  address_country_iso2: string | null;
  address_zipcode: string | null;
  is_moderator: number;
  is_banned: number;
  has_network_membership: number;
  membership_subscription_id: string | null;
  membership_program_id: string | null;
  rewards_points: number;
  booking_fee_credit: number;
}

const us = { address_country: 'United States', address_country_iso2: 'US' };
const none = { membership_subscription_id: null, membership_program_id: null };

const USERS: SeedUser[] = [
  {
    ...DEMO_USERS.golfer,
    first_name: 'Gary',
    last_name: 'Golfer',
    address_city: 'Austin',
    address_state: 'TX',
    ...us,
    address_zipcode: '78701',
    is_moderator: 0,
    is_banned: 0,
    has_network_membership: 0,
    ...none,
    rewards_points: 2500,
    booking_fee_credit: 5,
  },
  {
    ...DEMO_USERS.member,
    first_name: 'Mia',
    last_name: 'Member',
    address_city: 'Scottsdale',
    address_state: 'AZ',
    ...us,
    address_zipcode: '85251',
    is_moderator: 0,
    is_banned: 0,
    has_network_membership: 1,
    membership_subscription_id: 'sub_demo_member',
    membership_program_id: 'prog_network',
    rewards_points: 10000,
    booking_fee_credit: 0,
  },
  {
    ...DEMO_USERS.moderator,
    first_name: 'Morgan',
    last_name: 'Moderator',
    address_city: 'Toronto',
    address_state: 'ON',
    address_country: 'Canada',
    address_country_iso2: 'CA',
    address_zipcode: 'M5V 2T6',
    is_moderator: 1,
    is_banned: 0,
    has_network_membership: 0,
    ...none,
    rewards_points: 0,
    booking_fee_credit: 0,
  },
  {
    ...DEMO_USERS.banned,
    first_name: 'Bob',
    last_name: 'Banned',
    address_city: 'Denver',
    address_state: 'CO',
    ...us,
    address_zipcode: '80202',
    is_moderator: 0,
    is_banned: 1,
    has_network_membership: 0,
    ...none,
    rewards_points: 0,
    booking_fee_credit: 0,
  },
  {
    ...DEMO_USERS.newbie,
    first_name: 'Nina',
    last_name: null,
    address_city: null,
    address_state: null,
    address_country: null,
    address_country_iso2: null,
    address_zipcode: null,
    is_moderator: 0,
    is_banned: 0,
    has_network_membership: 0,
    ...none,
    rewards_points: 0,
    booking_fee_credit: 0,
  },
];

/** Saved cards: [user, brand, last four, outcome, default]. Numbers are never stored. */
const CARDS: [string, string, string, string, number][] = [
  [DEMO_USERS.golfer.id, 'visa', '4242', 'ok', 1],
  [DEMO_USERS.golfer.id, 'visa', '0002', 'declined', 0],
  [DEMO_USERS.member.id, 'mastercard', '4444', 'ok', 1],
  [DEMO_USERS.moderator.id, 'amex', '0005', 'ok', 1],
  [DEMO_USERS.banned.id, 'visa', '4242', 'ok', 1],
  [DEMO_USERS.newbie.id, 'visa', '9995', 'insufficient_funds', 1],
];

/** [code, kind, amount, is_bonus, expires_on, description] */
const PROMOS: [string, string, number, number, string | null, string][] = [
  ['SAVE10', 'percent', 10, 0, null, '10% off the green fees'],
  ['TAKE5', 'fixed', 5, 0, null, '$5 off the reservation'],
  ['BONUS3', 'fixed', 3, 1, null, 'Bonus: $3 off, offered at checkout'],
  ['SPRING20', 'percent', 20, 0, '2020-05-31', 'Expired spring promotion'],
];

/** [code, balance, cvv or null] */
const GIFT_CARDS: [string, number, string | null][] = [
  ['GIFT-50', 50, null],
  ['GIFT-CVV-100', 100, '321'],
  ['GIFT-EMPTY', 0, null],
];

/** Seeds demo accounts, saved cards, promo codes and gift cards (same for both sizes). */
export function seedAccounts(
  db: Database.Database,
  opts: { size: 'full' | 'test'; clock: () => Date },
): void {
  const now = opts.clock().toISOString();
  const password = hashPassword(DEMO_PASSWORD);
  const insertUser = db.prepare(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, address_city, address_state, address_country,
       address_country_iso2, address_zipcode, is_moderator, is_banned, has_network_membership, membership_subscription_id,
       membership_program_id, rewards_points, booking_fee_credit, created_at)
     VALUES (@id, @email, @password_hash, @first_name, @last_name, @address_city, @address_state, @address_country,
       @address_country_iso2, @address_zipcode, @is_moderator, @is_banned, @has_network_membership, @membership_subscription_id,
       @membership_program_id, @rewards_points, @booking_fee_credit, @created_at)`,
  );
  const insertCard = db.prepare(
    `INSERT INTO credit_cards (id, user_id, brand, last_four, expiry_month, expiry_year, name, zip, token_hash, test_outcome, is_default, created_at)
     VALUES (?, ?, ?, ?, 12, ?, ?, NULL, ?, ?, ?, ?)`,
  );
  const insertPromo = db.prepare(
    'INSERT INTO promo_codes (code, kind, amount, is_bonus, expires_on, description) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertGift = db.prepare('INSERT INTO gift_cards (code, balance, cvv_hash) VALUES (?, ?, ?)');
  const expiryYear = opts.clock().getUTCFullYear() + 4;
  db.transaction(() => {
    for (const user of USERS) insertUser.run({ ...user, password_hash: password, created_at: now });
    CARDS.forEach(([userId, brand, lastFour, outcome, isDefault], i) => {
      const owner = USERS.find((u) => u.id === userId);
      const name = `${owner?.first_name ?? 'Demo'} ${owner?.last_name ?? 'Golfer'}`;
      insertCard.run(
        `card_demo_${i + 1}`,
        userId,
        brand,
        lastFour,
        expiryYear,
        name,
        hashToken(newToken()),
        outcome,
        isDefault,
        now,
      );
    });
    for (const promo of PROMOS) insertPromo.run(...promo);
    for (const [code, balance, cvv] of GIFT_CARDS)
      insertGift.run(code, balance, cvv ? giftCardCvvHash(code, cvv) : null);
  })();
  seedAccountArea(db, opts);
}

/** The golfer's favorites and price alert: the first two courses of Austin, and Austin and Denver. */
const GOLFER_CITIES = ['us-tx-austin', 'us-co-denver'];

/**
 * The account area's demo data (migration 006): the golfer's favorite courses and cities and
 * one price alert, and an account asked to confirm its details (force_data_check). Idempotent,
 * so a database seeded before 006 gets it when the migration is applied.
 */
export function seedAccountArea(db: Database.Database, opts: { clock: () => Date }): void {
  const now = opts.clock().toISOString();
  const golfer = DEMO_USERS.golfer.id;
  const courses = (
    db
      .prepare("SELECT id FROM courses WHERE city_id = 'us-tx-austin' ORDER BY CAST(id AS INTEGER) LIMIT 2")
      .all() as { id: string }[]
  ).map((r) => r.id);
  const cities = GOLFER_CITIES.filter((id) => db.prepare('SELECT 1 FROM cities WHERE id = ?').get(id));
  db.transaction(() => {
    db.prepare(
      `INSERT OR IGNORE INTO users (id, email, password_hash, first_name, last_name, address_city, address_state,
         address_country, address_country_iso2, address_zipcode, force_data_check, created_at)
       VALUES (?, ?, ?, 'Vera', 'Verify', 'Miami', 'FL', 'United States', 'US', '33101', 1, ?)`,
    ).run(DEMO_USERS.verify.id, DEMO_USERS.verify.email, hashPassword(DEMO_PASSWORD), now);
    const favorite = (table: string, column: string, id: string) =>
      db
        .prepare(`INSERT OR IGNORE INTO ${table} (user_id, ${column}, created_at) VALUES (?, ?, ?)`)
        .run(golfer, id, now);
    for (const id of courses) favorite('favorite_courses', 'course_id', id);
    for (const id of cities) favorite('favorite_cities', 'city_id', id);
    if (courses[0])
      db.prepare(
        `INSERT OR IGNORE INTO price_alerts (id, user_id, course_id, min_price, max_price, at_least_n_hours_before_sunset,
           frequency, flags, created_at, updated_at) VALUES ('alert_demo_1', ?, ?, NULL, 60, 2, 1, ?, ?, ?)`,
      ).run(golfer, courses[0], JSON.stringify(DEMO_ALERT_FLAGS), now, now);
  })();
}

/** The demo alert: 2 or 4 players, 18 holes, weekends. */
const DEMO_ALERT_FLAGS = {
  for_1: false,
  for_2: true,
  for_3: false,
  for_4: true,
  holes_9: false,
  holes_18: true,
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  saturday: true,
  sunday: true,
};
