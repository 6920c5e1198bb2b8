import type Database from 'better-sqlite3';
import { issueToken, newId, type TokenKind } from './tokens';

/**
 * What an e-mail of the sandbox is about (spec 02: reset, unlock, deletion, one-time sign-in; and
 * the booking confirmation, whose link opens the booking with its access token).
 */
export type OutboxKind =
  | 'reset_password'
  | 'unlock'
  | 'deletion'
  | 'one_time_token'
  | 'booking_confirmation'
  | 'newsletter'
  | 'deal_alert'
  | 'price_alert';

/** Every kind, for the outbox's query and answer. */
export const OUTBOX_KINDS = [
  'reset_password',
  'unlock',
  'deletion',
  'one_time_token',
  'booking_confirmation',
  'newsletter',
  'deal_alert',
  'price_alert',
] as const satisfies readonly OutboxKind[];

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  kind: OutboxKind;
  token: string;
  link: string;
  body: string;
  created_at: string;
}

interface OutboxRow extends Omit<OutboxMessage, 'to'> {
  to_email: string;
}

const SUBJECTS: Record<OutboxKind, string> = {
  reset_password: 'Reset your password',
  unlock: 'Unlock your account',
  deletion: 'Confirm the deletion of your account',
  one_time_token: 'Your sign-in link',
  booking_confirmation: 'Your tee time is booked',
  newsletter: 'You are subscribed',
  deal_alert: 'Your tee-time deal alerts are on',
  price_alert: 'Your price alert is set',
};

const INTROS: Record<OutboxKind, string> = {
  reset_password: 'Someone asked to reset the password of your account. To choose a new one, open',
  unlock: 'Your account was locked after too many failed sign-in attempts. To unlock it, open',
  deletion: 'You asked us to delete your account. To confirm, open',
  one_time_token: 'To sign in without your password, open',
  booking_confirmation: 'Your tee time is booked. To see your booking, or to cancel it, open',
  newsletter: 'You will get our e-mails at this address. To unsubscribe at any time, open',
  deal_alert: 'We will e-mail you tee-time deals near the place you chose. To stop them, open',
  price_alert: 'We will e-mail you when tee times match your price alert. To stop this alert, open',
};

/** Kinds whose e-mail is not about an account's security: no "if this was not you" line. */
const NO_WARNING: readonly OutboxKind[] = ['booking_confirmation', 'newsletter', 'deal_alert', 'price_alert'];

/**
 * "Sends" an e-mail: the sandbox keeps it in the outbox (GET /api/v6/sandbox/outbox) instead.
 * `link` is a marketplace path (spec 02 §2 auth routes) carrying the token.
 */
export function sendMail(
  db: Database.Database,
  mail: { to: string; kind: OutboxKind; token: string; link: string },
  now: Date,
): OutboxMessage {
  const message: OutboxMessage = {
    id: newId('mail'),
    to: mail.to,
    subject: SUBJECTS[mail.kind],
    kind: mail.kind,
    token: mail.token,
    link: mail.link,
    body: NO_WARNING.includes(mail.kind)
      ? `${INTROS[mail.kind]} ${mail.link}`
      : `${INTROS[mail.kind]} ${mail.link}\nIf this was not you, ignore this e-mail.`,
    created_at: now.toISOString(),
  };
  db.prepare(
    `INSERT INTO outbox_messages (id, to_email, subject, kind, token, link, body, created_at)
     VALUES (@id, @to, @subject, @kind, @token, @link, @body, @created_at)`,
  ).run(message);
  return message;
}

/** The e-mails sent to an address, newest first. */
export function readOutbox(
  db: Database.Database,
  email: string,
  kind: OutboxKind | undefined,
  limit: number,
): OutboxMessage[] {
  const rows = db
    .prepare(
      `SELECT * FROM outbox_messages WHERE to_email = ? AND (? IS NULL OR kind = ?)
       ORDER BY created_at DESC, rowid DESC LIMIT ?`,
    )
    .all(email.trim(), kind ?? null, kind ?? null, limit) as OutboxRow[];
  return rows.map(({ id, to_email, ...rest }) => ({ id, to: to_email, ...rest }));
}

/** Issues a token of a kind for the user and e-mails the link made from it. */
export function mailToken(
  db: Database.Database,
  user: { id: string; email: string },
  mail: { kind: OutboxKind; token: TokenKind; ttl: number; link: (token: string) => string },
  now: Date,
): void {
  const token = issueToken(db, mail.token, user.id, now, mail.ttl);
  sendMail(db, { to: user.email, kind: mail.kind, token, link: mail.link(token) }, now);
}

/** The address the booking confirmation of a reservation (by its access token) went to, or null. */
export function confirmationSentTo(db: Database.Database, accessToken: string): string | null {
  const row = db
    .prepare("SELECT to_email FROM outbox_messages WHERE token = ? AND kind = 'booking_confirmation'")
    .get(accessToken) as { to_email: string } | undefined;
  return row?.to_email ?? null;
}
