import type Database from 'better-sqlite3';
import { HttpError } from '../http/HttpError';
import { cardDetailErrors, tokenizeCard, type CardInput } from './cardGateway';
import { hashToken, newId } from './tokens';

export interface CardRow {
  id: string;
  user_id: string | null;
  guest_email: string | null;
  brand: string;
  last_four: string;
  expiry_month: number;
  expiry_year: number;
  name: string;
  zip: string | null;
  test_outcome: string;
  is_default: number;
  created_at: string;
}

/** The card as answered: no number, no CVV, no token. */
export function cardView(card: CardRow) {
  return {
    id: card.id,
    brand: card.brand,
    last_four: card.last_four,
    expiry_month: card.expiry_month,
    expiry_year: card.expiry_year,
    name: card.name,
    zip: card.zip,
    is_default: card.is_default === 1,
  };
}

const LIVE = 'deleted_at IS NULL';

export function listCards(db: Database.Database, userId: string): CardRow[] {
  return db
    .prepare(
      `SELECT * FROM credit_cards WHERE user_id = ? AND ${LIVE} ORDER BY is_default DESC, created_at, id`,
    )
    .all(userId) as CardRow[];
}

export function defaultCard(db: Database.Database, userId: string): CardRow | null {
  return listCards(db, userId)[0] ?? null;
}

/** A user's own live card, or null (other users' cards look missing). */
export function findOwnCard(db: Database.Database, userId: string, id: string): CardRow | null {
  return (
    (db.prepare(`SELECT * FROM credit_cards WHERE id = ? AND user_id = ? AND ${LIVE}`).get(id, userId) as
      CardRow | undefined) ?? null
  );
}

/** A live card by its gateway token (guest cards and `gateway_token` payments). */
export function findCardByToken(db: Database.Database, token: string): CardRow | null {
  if (!token || token.length > 512) return null;
  return (
    (db.prepare(`SELECT * FROM credit_cards WHERE token_hash = ? AND ${LIVE}`).get(hashToken(token)) as
      CardRow | undefined) ?? null
  );
}

/**
 * Tokenizes and stores a card for a user, a guest e-mail, or nobody yet (`guestEmail: null`:
 * the hosted card fields; a user claims it with `claimCard`). 422 with per-field
 * `validation_errors` when the gateway refuses it. Returns the row and the gateway token.
 */
export function createCard(
  db: Database.Database,
  owner: { userId: string } | { guestEmail: string | null },
  input: CardInput & { is_default?: boolean | undefined },
  now: Date,
): { card: CardRow; token: string } {
  const result = tokenizeCard(input, now);
  if (!result.ok)
    throw new HttpError(422, 'The card could not be saved.', { validation_errors: result.errors });
  const t = result.card;
  const id = newId('card');
  const userId = 'userId' in owner ? owner.userId : null;
  return db.transaction(() => {
    const makeDefault = userId !== null && (input.is_default === true || !defaultCard(db, userId));
    if (makeDefault) db.prepare('UPDATE credit_cards SET is_default = 0 WHERE user_id = ?').run(userId);
    db.prepare(
      `INSERT INTO credit_cards (id, user_id, guest_email, brand, last_four, expiry_month, expiry_year, name, zip,
         token_hash, test_outcome, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      userId,
      'guestEmail' in owner ? owner.guestEmail : null,
      t.brand,
      t.last_four,
      t.expiry_month,
      t.expiry_year,
      t.name,
      t.zip,
      hashToken(t.token),
      t.outcome,
      makeDefault ? 1 : 0,
      now.toISOString(),
    );
    const card = db.prepare('SELECT * FROM credit_cards WHERE id = ?').get(id) as CardRow;
    return { card, token: t.token };
  })();
}

/** Soft-deletes a user's card (404 when not theirs); the next card becomes default. */
export function deleteCard(db: Database.Database, userId: string, id: string, now: Date): void {
  db.transaction(() => {
    const card = findOwnCard(db, userId, id);
    if (!card) throw new HttpError(404, 'Credit card not found');
    db.prepare('UPDATE credit_cards SET deleted_at = ?, is_default = 0 WHERE id = ?').run(
      now.toISOString(),
      id,
    );
    const next = card.is_default === 1 ? defaultCard(db, userId) : null;
    if (next) db.prepare('UPDATE credit_cards SET is_default = 1 WHERE id = ?').run(next.id);
  })();
}

export interface CardEdit {
  expiry_month?: number | undefined;
  expiry_year?: number | undefined;
  name?: string | undefined;
  zip?: string | null | undefined;
  is_default?: boolean | undefined;
}

/**
 * Edits a user's card: expiry, holder name, zip, or makes it the default (404 when not theirs;
 * 422 with per-field `validation_errors`). The number cannot change: save a new card instead.
 */
export function updateCard(
  db: Database.Database,
  userId: string,
  id: string,
  edit: CardEdit,
  now: Date,
): CardRow {
  return db.transaction(() => {
    const card = findOwnCard(db, userId, id);
    if (!card) throw new HttpError(404, 'Credit card not found');
    const next = {
      expiry_month: edit.expiry_month ?? card.expiry_month,
      expiry_year: edit.expiry_year ?? card.expiry_year,
      name: edit.name ?? card.name,
      zip: edit.zip === undefined ? (card.zip ?? undefined) : (edit.zip ?? undefined),
    };
    const errors = cardDetailErrors(next, now);
    if (edit.is_default === false && card.is_default === 1)
      errors.is_default = ['choose another card as your default instead'];
    if (Object.keys(errors).length > 0)
      throw new HttpError(422, 'The card could not be saved.', { validation_errors: errors });
    if (edit.is_default) db.prepare('UPDATE credit_cards SET is_default = 0 WHERE user_id = ?').run(userId);
    db.prepare(
      'UPDATE credit_cards SET expiry_month = ?, expiry_year = ?, name = ?, zip = ?, is_default = ? WHERE id = ?',
    ).run(
      next.expiry_month,
      next.expiry_year,
      next.name.trim(),
      next.zip?.trim() || null,
      edit.is_default ? 1 : card.is_default,
      id,
    );
    return findOwnCard(db, userId, id) as CardRow;
  })();
}

/**
 * A signed-in user keeps a card tokenized by the hosted card fields: the card must be nobody's
 * yet (404 otherwise, so tokens of others' cards look missing). It becomes the user's default
 * when asked or when they have none.
 */
export function claimCard(db: Database.Database, userId: string, token: string, isDefault: boolean): CardRow {
  return db.transaction(() => {
    const card = findCardByToken(db, token);
    if (!card || card.user_id !== null || card.guest_email !== null)
      throw new HttpError(404, 'Credit card not found');
    const makeDefault = isDefault || !defaultCard(db, userId);
    if (makeDefault) db.prepare('UPDATE credit_cards SET is_default = 0 WHERE user_id = ?').run(userId);
    db.prepare('UPDATE credit_cards SET user_id = ?, is_default = ? WHERE id = ?').run(
      userId,
      makeDefault ? 1 : 0,
      card.id,
    );
    return db.prepare('SELECT * FROM credit_cards WHERE id = ?').get(card.id) as CardRow;
  })();
}
