import type Database from 'better-sqlite3';
import { HttpError } from '../http/HttpError';
import { ownReservation } from './reservationAccess';
import { newId } from './tokens';

export interface InvitationRow {
  id: string;
  reservation_id: string;
  inviter_user_id: string;
  email: string;
  user_id: string | null;
  status: 'pending' | 'accepted' | 'declined';
  created_at: string;
}

/** Co-players one reservation may invite. */
export const MAX_INVITATIONS = 20;

export function findInvitation(db: Database.Database, id: string): InvitationRow | null {
  return (db.prepare('SELECT * FROM invitations WHERE id = ?').get(id) as InvitationRow | undefined) ?? null;
}

export function invitationView(db: Database.Database, inv: InvitationRow) {
  const inviter = db
    .prepare('SELECT email, first_name, last_name FROM users WHERE id = ?')
    .get(inv.inviter_user_id) as
    { email: string; first_name: string | null; last_name: string | null } | undefined;
  const r = db
    .prepare(
      'SELECT r.date, r.tee_off_at_local, r.qty, r.course_id, c.name AS course_name FROM reservations r LEFT JOIN courses c ON c.id = r.course_id WHERE r.id = ?',
    )
    .get(inv.reservation_id) as
    | { date: string; tee_off_at_local: string; qty: number; course_id: string; course_name: string | null }
    | undefined;
  return {
    id: inv.id,
    inviter_email: inviter?.email ?? null,
    inviter_first_name: inviter?.first_name ?? null,
    inviter_last_name: inviter?.last_name ?? null,
    reservation_id: inv.reservation_id,
    user_id: inv.user_id,
    email: inv.email,
    invitation_status: inv.status,
    reservation: r
      ? {
          course_id: r.course_id,
          course_name: r.course_name,
          date: r.date,
          tee_off_at_local: r.tee_off_at_local,
          qty: r.qty,
        }
      : null,
    created_at: inv.created_at,
  };
}

/** Invitations the user sent or received (by user id or e-mail). */
export function listInvitations(db: Database.Database, user: { id: string; email: string }): InvitationRow[] {
  return db
    .prepare(
      'SELECT * FROM invitations WHERE inviter_user_id = ? OR user_id = ? OR email = ? ORDER BY created_at DESC, id',
    )
    .all(user.id, user.id, user.email) as InvitationRow[];
}

/** Invites e-mails to the user's own reservation (pending), remembering them as contacts. */
export function invite(
  db: Database.Database,
  user: { id: string; email: string },
  reservationId: string,
  emails: string[],
  now: Date,
): InvitationRow[] {
  return db.transaction(() => {
    const r = ownReservation(db, reservationId, { userId: user.id });
    if (r.status === 'cancelled') throw new HttpError(422, 'Cancelled reservations cannot be shared.');
    const unique = [...new Set(emails.map((e) => e.trim().toLowerCase()))].filter(
      (e) => e !== user.email.toLowerCase(),
    );
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM invitations WHERE reservation_id = ?').get(r.id) as {
      n: number;
    };
    if (n + unique.length > MAX_INVITATIONS)
      throw new HttpError(422, `A reservation can have at most ${MAX_INVITATIONS} invitations.`);
    const at = now.toISOString();
    const insert = db.prepare(
      "INSERT OR IGNORE INTO invitations (id, reservation_id, inviter_user_id, email, status, created_at) VALUES (?, ?, ?, ?, 'pending', ?)",
    );
    const contact = db.prepare(
      'INSERT OR IGNORE INTO contacts (id, user_id, email, reservation_id, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    for (const email of unique) {
      insert.run(newId('inv'), r.id, user.id, email, at);
      contact.run(newId('ct'), user.id, email, r.id, at);
    }
    return db
      .prepare('SELECT * FROM invitations WHERE reservation_id = ? ORDER BY created_at, email')
      .all(r.id) as InvitationRow[];
  })();
}

/** What someone signed in with another e-mail hears when answering an invitation. */
export const WRONG_INVITEE_MESSAGE =
  'This invitation was sent to another e-mail address. Sign in with the account it was sent to.';

const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Accept or decline. Only the invited e-mail's account may answer (403 for any other account,
 * even one holding the link); the inviter cannot answer their own invitation.
 */
export function answerInvitation(
  db: Database.Database,
  id: string,
  user: { id: string; email: string },
  accept: boolean,
): InvitationRow {
  const inv = findInvitation(db, id);
  if (!inv) throw new HttpError(404, 'Invitation not found');
  if (inv.inviter_user_id === user.id) throw new HttpError(422, 'You cannot answer your own invitation.');
  if (!sameEmail(inv.email, user.email) || (inv.user_id !== null && inv.user_id !== user.id))
    throw new HttpError(403, WRONG_INVITEE_MESSAGE);
  db.prepare('UPDATE invitations SET status = ?, user_id = ? WHERE id = ?').run(
    accept ? 'accepted' : 'declined',
    user.id,
    id,
  );
  return findInvitation(db, id) as InvitationRow;
}
