import type Database from 'better-sqlite3';
import { HttpError } from '../http/HttpError';

interface ProgramRow {
  id: string;
  course_id: string;
  slug: string;
  name: string;
  description: string;
}

/** Membership-program API errors carry `detail` (spec 02 §8). */
export const programError = (status: number, detail: string) => new HttpError(status, detail, { detail });

function programBy(db: Database.Database, column: 'slug' | 'course_id', value: string): ProgramRow {
  const row = db.prepare(`SELECT * FROM membership_programs WHERE ${column} = ?`).get(value) as
    ProgramRow | undefined;
  if (!row) throw programError(404, 'This course has no membership program.');
  return row;
}

function billingPlans(db: Database.Database, programId: string) {
  return db
    .prepare(
      'SELECT id, name, interval, amount FROM membership_billing_plans WHERE program_id = ? ORDER BY sort',
    )
    .all(programId) as { id: string; name: string; interval: string; amount: number }[];
}

function membershipOf(db: Database.Database, userId: string | null, programId: string) {
  if (!userId) return null;
  return (
    (db
      .prepare(
        'SELECT id, billing_plan_id, status, started_at FROM program_memberships WHERE user_id = ? AND program_id = ?',
      )
      .get(userId, programId) as
      { id: string; billing_plan_id: string; status: string; started_at: string } | undefined) ?? null
  );
}

/** Program/getProgramWithMembershipFromSlug: the program, its billing plans (the first is the default) and your membership. */
export function programWithMembership(
  db: Database.Database,
  by: { slug?: string | undefined; courseId?: string | undefined },
  userId: string | null,
) {
  const program = by.slug ? programBy(db, 'slug', by.slug) : programBy(db, 'course_id', by.courseId ?? '');
  const course = db.prepare('SELECT id, name FROM courses WHERE id = ?').get(program.course_id) as {
    id: string;
    name: string;
  };
  return {
    program: { ...program, course, billing_plans: billingPlans(db, program.id) },
    membership: membershipOf(db, userId, program.id),
  };
}

export function myMemberships(db: Database.Database, userId: string) {
  return db
    .prepare(
      `SELECT m.id, m.status, m.started_at, m.billing_plan_id, p.id AS program_id, p.name AS program_name, p.course_id
       FROM program_memberships m JOIN membership_programs p ON p.id = m.program_id WHERE m.user_id = ? ORDER BY m.started_at`,
    )
    .all(userId);
}

function ownMembership(db: Database.Database, userId: string, id: string) {
  const row = db.prepare('SELECT id FROM program_memberships WHERE id = ? AND user_id = ?').get(id, userId);
  if (!row) throw programError(404, 'Membership not found.');
}

/** MembershipSubscription: payments history, newest first, one page. */
export function paymentsPage(
  db: Database.Database,
  userId: string,
  id: string,
  page: number,
  pageSize: number,
) {
  ownMembership(db, userId, id);
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM program_payments WHERE membership_id = ?').get(id) as {
    n: number;
  };
  const payments = db
    .prepare(
      'SELECT id, amount, paid_at FROM program_payments WHERE membership_id = ? ORDER BY paid_at DESC, id LIMIT ? OFFSET ?',
    )
    .all(id, pageSize, (page - 1) * pageSize);
  return { payments, count: n, page, page_size: pageSize };
}

/** MembershipSubscriptionInvoice/list: the items of one payment. */
export function invoiceItems(db: Database.Database, userId: string, id: string, paymentId: string) {
  ownMembership(db, userId, id);
  const payment = db
    .prepare('SELECT id, amount, paid_at FROM program_payments WHERE id = ? AND membership_id = ?')
    .get(paymentId, id);
  if (!payment) throw programError(404, 'Payment not found.');
  const items = db
    .prepare('SELECT id, description, amount FROM program_invoice_items WHERE payment_id = ? ORDER BY id')
    .all(paymentId);
  return { payment, items };
}
