import type Database from 'better-sqlite3';
import { ownReservation } from './reservationAccess';
import { newId } from './tokens';

interface ContactRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  reservation_id: string | null;
  created_at: string;
}

export function contactView(c: ContactRow) {
  return {
    id: c.id,
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email,
    source_reservation_id: c.reservation_id,
    created_at: c.created_at,
  };
}

export function listContacts(db: Database.Database, userId: string): ContactRow[] {
  return db
    .prepare('SELECT * FROM contacts WHERE user_id = ? ORDER BY created_at DESC, email LIMIT 100')
    .all(userId) as ContactRow[];
}

/** Adds (or updates the names of) a contact. */
export function saveContact(
  db: Database.Database,
  userId: string,
  input: {
    email: string;
    first_name?: string | undefined;
    last_name?: string | undefined;
    reservation_id?: string | undefined;
  },
  now: Date,
): ContactRow {
  if (input.reservation_id) ownReservation(db, input.reservation_id, { userId });
  const email = input.email.trim().toLowerCase();
  db.prepare(
    `INSERT INTO contacts (id, user_id, first_name, last_name, email, reservation_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, email) DO UPDATE SET first_name = COALESCE(excluded.first_name, first_name),
       last_name = COALESCE(excluded.last_name, last_name), reservation_id = COALESCE(excluded.reservation_id, reservation_id)`,
  ).run(
    newId('ct'),
    userId,
    input.first_name ?? null,
    input.last_name ?? null,
    email,
    input.reservation_id ?? null,
    now.toISOString(),
  );
  return db
    .prepare('SELECT * FROM contacts WHERE user_id = ? AND email = ?')
    .get(userId, email) as ContactRow;
}

/** Recent contacts worth inviting to a reservation: those not invited to it yet. */
export function contactsForReservation(
  db: Database.Database,
  userId: string,
  reservationId: string,
): ContactRow[] {
  const r = ownReservation(db, reservationId, { userId });
  return db
    .prepare(
      `SELECT * FROM contacts WHERE user_id = ? AND email NOT IN (SELECT email FROM invitations WHERE reservation_id = ?)
       ORDER BY created_at DESC, email LIMIT 50`,
    )
    .all(userId, r.id) as ContactRow[];
}
