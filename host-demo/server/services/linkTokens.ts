import { createHmac, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';

/**
 * What a link token unsubscribes from: one price alert, a user's marketing e-mails, one mailing
 * list subscription (anyone's e-mail, no account), or one deal alert.
 */
export type LinkPurpose = 'alert' | 'mailing' | 'list' | 'deal-alert';

const secrets = new WeakMap<Database.Database, string>();

/** The database's own signing key (made by migration 006), so links survive restarts. */
function secretOf(db: Database.Database): string {
  let secret = secrets.get(db);
  if (!secret) {
    const row = db.prepare("SELECT value FROM sandbox_secrets WHERE name = 'links'").get() as
      { value: string } | undefined;
    secret = row?.value ?? '';
    secrets.set(db, secret);
  }
  return secret;
}

const sign = (db: Database.Database, purpose: LinkPurpose, id: string) =>
  createHmac('sha256', secretOf(db)).update(`${purpose}:${id}`).digest('base64url');

/**
 * The token an e-mail's unsubscribe link carries: `<id>.<HMAC>`. Nothing is stored, nothing
 * can be forged without the database's key, and the same id always gets the same token.
 */
export function linkToken(db: Database.Database, purpose: LinkPurpose, id: string): string {
  return `${id}.${sign(db, purpose, id)}`;
}

/** The id a link token names, or null when it is malformed or not signed by this database. */
export function readLinkToken(db: Database.Database, purpose: LinkPurpose, token: string): string | null {
  if (typeof token !== 'string' || token.length > 300) return null;
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(db, purpose, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
