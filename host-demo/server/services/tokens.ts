import { createHash, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { AuthUser } from '../deps';
import { isMembershipCurrent } from '../../../src/domain/account/membership';

export type TokenKind = 'user' | 'session' | 'one_time' | 'password_reset' | 'unlock' | 'account_deletion';

/** A fresh unguessable token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Short random id for rows (not a secret). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(9).toString('base64url')}`;
}

/** Tokens are stored as SHA-256 digests: a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a token of a kind for a user (or for nobody: anonymous sessions). */
export function issueToken(
  db: Database.Database,
  kind: TokenKind,
  userId: string | null,
  now: Date,
  ttlMs: number,
): string {
  const token = newToken();
  db.prepare(
    'INSERT INTO auth_tokens (token_hash, kind, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(hashToken(token), kind, userId, now.toISOString(), new Date(now.getTime() + ttlMs).toISOString());
  return token;
}

interface TokenRow {
  user_id: string | null;
  expires_at: string;
}

/** The row of a live token of a kind, or null. */
export function findToken(db: Database.Database, kind: TokenKind, token: string, now: Date): TokenRow | null {
  if (!token || token.length > 512) return null;
  const row = db
    .prepare('SELECT user_id, expires_at FROM auth_tokens WHERE token_hash = ? AND kind = ?')
    .get(hashToken(token), kind) as TokenRow | undefined;
  if (!row || row.expires_at <= now.toISOString()) return null;
  return row;
}

/** Deletes a token (sign-out, one-time use). True when it existed. */
export function revokeToken(db: Database.Database, kind: TokenKind, token: string): boolean {
  return (
    db.prepare('DELETE FROM auth_tokens WHERE token_hash = ? AND kind = ?').run(hashToken(token), kind)
      .changes > 0
  );
}

/** Deletes a user's tokens of a kind, except `keep` (e.g. sign out everywhere else). */
export function revokeUserTokens(
  db: Database.Database,
  kind: TokenKind,
  userId: string,
  keep?: string,
): void {
  db.prepare('DELETE FROM auth_tokens WHERE user_id = ? AND kind = ? AND token_hash <> ?').run(
    userId,
    kind,
    keep ? hashToken(keep) : '',
  );
}

/** `UserTokenResolver` for the auth middleware: `X-Api-User-Token` → user, or null. */
export function resolveUserToken(db: Database.Database, token: string, now: Date): AuthUser | null {
  const row = findToken(db, 'user', token, now);
  if (!row?.user_id) return null;
  const user = db
    .prepare('SELECT id, email, is_banned, is_moderator FROM users WHERE id = ?')
    .get(row.user_id) as { id: string; email: string; is_banned: number; is_moderator: number } | undefined;
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    isBanned: user.is_banned === 1,
    isModerator: user.is_moderator === 1,
    // From the subscription on the sandbox clock: a cancelled membership ends with its paid period.
    hasNetworkMembership: isMembershipCurrent(
      db
        .prepare('SELECT status, current_period_end FROM network_subscriptions WHERE user_id = ?')
        .get(user.id) as { status: string; current_period_end: string } | undefined,
      now,
    ),
  };
}
