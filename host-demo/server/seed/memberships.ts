import type Database from 'better-sqlite3';
import { periodEnd } from '../../../src/domain/account/membership';
import { networkCourseIds } from '../services/networkMemberships';
import { DEMO_USERS } from './accounts';

/** [id, interval, name, billing plan id, amount] */
export const NETWORK_PLANS: [string, 'monthly' | 'annual', string, string, number][] = [
  ['plan_monthly', 'monthly', 'Network membership, monthly', 'bp_network_monthly', 9.99],
  ['plan_annual', 'annual', 'Network membership, annual', 'bp_network_annual', 99],
];

/** [id, name, description, website] */
const VENDORS: [string, string, string, string][] = [
  [
    'vendor_fairway_gear',
    'Fairway Gear',
    'Clubs, bags and balls for every game.',
    'https://example.com/fairway-gear',
  ],
  [
    'vendor_swing_lab',
    'Swing Lab',
    'Lessons and swing analysis with PGA coaches.',
    'https://example.com/swing-lab',
  ],
  [
    'vendor_tee_travel',
    'Tee Travel',
    'Golf trips and stay-and-play packages.',
    'https://example.com/tee-travel',
  ],
];

/** Partner offers: [id, vendor, title, description] */
const PARTNER_OFFERS: [string, string, string, string][] = [
  [
    'offer_gear_20',
    'vendor_fairway_gear',
    '20% off a new golf bag',
    'Show the code in store or enter it online.',
  ],
  [
    'offer_lesson',
    'vendor_swing_lab',
    'A free 30-minute lesson',
    'Book with the code at any Swing Lab studio.',
  ],
  [
    'offer_trip_50',
    'vendor_tee_travel',
    '$50 off a golf trip',
    'Enter the code when you book a trip of 3 nights or more.',
  ],
];

/** Vendor promotions with claim codes: [id, vendor, title, description, url] */
const PROMOTIONS: [string, string, string, string, string][] = [
  [
    'promo_balls',
    'vendor_fairway_gear',
    'A dozen balls on us',
    'Claim a code, then order at Fairway Gear.',
    'https://example.com/fairway-gear/balls',
  ],
  [
    'promo_fitting',
    'vendor_swing_lab',
    'Free club fitting',
    'Claim a code and book a fitting.',
    'https://example.com/swing-lab/fitting',
  ],
];

/** The course of the demo course membership program (`/membership-page/at/1001`). */
export const PROGRAM_COURSE_ID = '1001';
export const DEMO_PROGRAM_PAYMENTS = 12;

/**
 * Migration 010's demo data: plans, partner vendors, their offers and promotions, offers of the
 * first two network courses, the demo member's annual network membership (card_demo_3) with
 * one invoice, and course 1001's membership program, of which the member has 12 monthly payments.
 * Idempotent, so a database seeded before 010 gets it when the migration is applied.
 */
export function seedMemberships(db: Database.Database, opts: { clock: () => Date }): void {
  const now = opts.clock();
  const iso = now.toISOString();
  const member = DEMO_USERS.member.id;
  const courses = networkCourseIds(db);
  const programCourse = db.prepare('SELECT id FROM courses WHERE id = ?').get(PROGRAM_COURSE_ID)
    ? PROGRAM_COURSE_ID
    : courses[0];
  const memberCard = db
    .prepare(
      'SELECT id FROM credit_cards WHERE user_id = ? AND deleted_at IS NULL ORDER BY is_default DESC LIMIT 1',
    )
    .get(member) as { id: string } | undefined;
  const run = (sql: string, ...args: unknown[]) => db.prepare(sql).run(...args);
  db.transaction(() => {
    NETWORK_PLANS.forEach(([id, interval, name, bp, amount], i) =>
      run('INSERT OR IGNORE INTO network_plans VALUES (?, ?, ?, ?, ?, ?)', id, interval, name, bp, amount, i),
    );
    VENDORS.forEach((v, i) => run('INSERT OR IGNORE INTO partner_vendors VALUES (?, ?, ?, ?, ?)', ...v, i));
    PARTNER_OFFERS.forEach(([id, vendor, title, text], i) =>
      run(
        'INSERT OR IGNORE INTO member_offers VALUES (?, ?, NULL, ?, ?, NULL, ?)',
        id,
        vendor,
        title,
        text,
        i,
      ),
    );
    courses
      .slice(0, 2)
      .forEach((courseId, i) =>
        run(
          'INSERT OR IGNORE INTO member_offers VALUES (?, NULL, ?, ?, ?, NULL, ?)',
          `offer_course_${courseId}`,
          courseId,
          i === 0 ? 'A free bucket of range balls' : '15% off in the pro shop',
          'Show the code at the pro shop before your round.',
          10 + i,
        ),
      );
    PROMOTIONS.forEach((p, i) =>
      run('INSERT OR IGNORE INTO vendor_promotions VALUES (?, ?, ?, ?, ?, ?)', ...p, i),
    );
    if (memberCard) {
      const started = new Date(now.getTime() - 60 * 86_400_000);
      run(
        `INSERT OR IGNORE INTO network_subscriptions (id, user_id, plan_id, credit_card_id, status, started_at,
           current_period_end, updated_at) VALUES ('sub_demo_member', ?, 'plan_annual', ?, 'active', ?, ?, ?)`,
        member,
        memberCard.id,
        started.toISOString(),
        periodEnd(started, 'annual').toISOString(),
        iso,
      );
      run(
        `INSERT OR IGNORE INTO network_invoices VALUES ('ninv_demo_1', 'sub_demo_member', 99, 'Network membership, annual', ?)`,
        started.toISOString(),
      );
      run(
        "UPDATE users SET has_network_membership = 1, membership_subscription_id = 'sub_demo_member' WHERE id = ?",
        member,
      );
    }
    if (programCourse) {
      run(
        `INSERT OR IGNORE INTO membership_programs VALUES ('prog_course_1', ?, 'course-${programCourse}-club', 'Club membership', 'Unlimited weekday golf, 10% off in the pro shop and member events.')`,
        programCourse,
      );
      run(
        "INSERT OR IGNORE INTO membership_billing_plans VALUES ('mbp_monthly', 'prog_course_1', 'Monthly', 'monthly', 149, 0)",
      );
      run(
        "INSERT OR IGNORE INTO membership_billing_plans VALUES ('mbp_annual', 'prog_course_1', 'Annual', 'annual', 1490, 1)",
      );
      run(
        "INSERT OR IGNORE INTO program_memberships VALUES ('pm_demo_member', ?, 'prog_course_1', 'mbp_monthly', 'active', ?)",
        member,
        new Date(now.getTime() - DEMO_PROGRAM_PAYMENTS * 30 * 86_400_000).toISOString(),
      );
      for (let n = 1; n <= DEMO_PROGRAM_PAYMENTS; n++) {
        const paid = new Date(now.getTime() - (DEMO_PROGRAM_PAYMENTS - n) * 30 * 86_400_000 - 86_400_000);
        run(
          "INSERT OR IGNORE INTO program_payments VALUES (?, 'pm_demo_member', 149, ?)",
          `pp_${n}`,
          paid.toISOString(),
        );
        run(
          'INSERT OR IGNORE INTO program_invoice_items VALUES (?, ?, ?, ?)',
          `pi_${n}_1`,
          `pp_${n}`,
          'Monthly membership dues',
          139,
        );
        run(
          'INSERT OR IGNORE INTO program_invoice_items VALUES (?, ?, ?, ?)',
          `pi_${n}_2`,
          `pp_${n}`,
          'Locker',
          10,
        );
      }
    }
  })();
}
