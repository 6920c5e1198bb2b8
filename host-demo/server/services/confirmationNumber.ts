import { randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';

/**
 * What a golfer reads out at the pro shop: digits 2–9 and capitals without I and O, so no
 * 0/O or 1/I mix-up (32 signs: each random sign is equally likely).
 */
export const CONFIRMATION_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `TT-` and six signs: about a billion numbers, read out in one breath. */
export const CONFIRMATION_PATTERN = /^TT-[2-9A-HJ-NP-Z]{6}$/;

/** A random confirmation number (`pick(n)` draws 0 ≤ i < n; tests pass their own). */
export function newConfirmationNumber(pick: (n: number) => number = randomInt): string {
  let signs = '';
  for (let i = 0; i < 6; i++) signs += CONFIRMATION_ALPHABET[pick(CONFIRMATION_ALPHABET.length)];
  return `TT-${signs}`;
}

/** A confirmation number no reservation has yet (drawn again on the rare repeat). */
export function uniqueConfirmationNumber(db: Database.Database, pick?: (n: number) => number): string {
  const taken = db.prepare('SELECT 1 FROM reservations WHERE tee_time_reservation_id = ?');
  for (;;) {
    const number = newConfirmationNumber(pick);
    if (!taken.get(number)) return number;
  }
}
