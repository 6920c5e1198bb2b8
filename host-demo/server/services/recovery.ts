import type Database from 'better-sqlite3';
import type { RateLimitConfig } from '../deps';
import { HttpError } from '../http/HttpError';
import { mailUnlockLink, signInBucket, TOKEN_TTL } from './accounts';
import { mailToken } from './outbox';
import { hashPassword, verifyPassword } from './passwords';
import { findUser, findUserByEmail, type UserRow } from './profiles';
import { RateLimiter } from './rateLimiter';
import { findToken, revokeUserTokens } from './tokens';

export const EMAIL_NOT_FOUND = 'email not found';
export const TOO_MANY_EMAILS = 'Too many e-mails were asked for this address. Please try again later.';
const CONFIRMATION_MISMATCH = "Password confirmation doesn't match password.";

/** Throttles the e-mails one address may be sent (429), then counts this one. */
function allowMail(db: Database.Database, email: string, now: Date, limits: RateLimitConfig): void {
  const limiter = new RateLimiter(db);
  const bucket = `mail:${email.trim().toLowerCase()}`;
  if (limiter.isLimited(bucket, limits.emailsPerWindow, limits.emailWindowMs, now))
    throw new HttpError(429, TOO_MANY_EMAILS);
  limiter.record(bucket, now);
}

/** A known account for an e-mail, or 404 'email not found' (spec 02 §8). */
function accountOf(db: Database.Database, email: string): UserRow & { password_hash: string } {
  const user = findUserByEmail(db, email);
  if (!user) throw new HttpError(404, EMAIL_NOT_FOUND);
  return user;
}

/** The e-mails that carry a link with a token (the unlock one is sent by the sign-in lockout). */
const LINK_MAILS = {
  reset_password: {
    kind: 'reset_password',
    token: 'password_reset',
    ttl: TOKEN_TTL.reset,
    link: (t: string) => `/reset-password?reset_password_token=${t}`,
  },
  one_time_token: {
    kind: 'one_time_token',
    token: 'one_time',
    ttl: TOKEN_TTL.oneTime,
    link: (t: string) => `/sign-in?one_time_token=${t}`,
  },
  deletion: {
    kind: 'deletion',
    token: 'account_deletion',
    ttl: TOKEN_TTL.deletion,
    link: (t: string) => `/my-account/confirm-deletion/${t}`,
  },
} as const;

/** Sends one of the link e-mails to a user, within the per-address e-mail limit. */
function mailLink(
  db: Database.Database,
  user: Pick<UserRow, 'id' | 'email'>,
  which: keyof typeof LINK_MAILS,
  now: Date,
  limits: RateLimitConfig,
): void {
  allowMail(db, user.email, now, limits);
  mailToken(db, user, LINK_MAILS[which], now);
}

/** POST password-reset: e-mails a /reset-password link; 404 'email not found'. */
export function requestPasswordReset(
  db: Database.Database,
  email: string,
  now: Date,
  limits: RateLimitConfig,
): void {
  mailLink(db, accountOf(db, email), 'reset_password', now, limits);
}

/** 422 when the confirmation differs from the password. */
function assertConfirmed(password: string, confirmation: string): void {
  if (password !== confirmation)
    throw new HttpError(422, CONFIRMATION_MISMATCH, {
      validation_errors: { password_confirmation: ["doesn't match password"] },
    });
}

/** Sets a new password hash and clears the lockout (the golfer proved who they are). */
function setPassword(db: Database.Database, user: Pick<UserRow, 'id' | 'email'>, password: string): void {
  db.prepare(
    'UPDATE users SET password_hash = ?, locked_at = NULL, failed_sign_in_attempts = 0 WHERE id = ?',
  ).run(hashPassword(password), user.id);
  new RateLimiter(db).clear(signInBucket(user.email));
}

/**
 * POST reset-password: the e-mailed token, a new password and its confirmation. Every reset
 * link and every signed-in session of the account end; a locked account is unlocked.
 */
export function resetPassword(
  db: Database.Database,
  input: { token: string; password: string; password_confirmation: string },
  now: Date,
): void {
  const row = findToken(db, 'password_reset', input.token, now);
  const user = row?.user_id ? findUser(db, row.user_id) : null;
  if (!user)
    throw new HttpError(422, 'This password reset link is invalid or has expired.', {
      validation_errors: { token: ['is invalid or has expired'] },
    });
  assertConfirmed(input.password, input.password_confirmation);
  db.transaction(() => {
    setPassword(db, user, input.password);
    revokeUserTokens(db, 'password_reset', user.id);
    revokeUserTokens(db, 'user', user.id);
  })();
}

/** POST password-change (signed in): the other sessions of the account end, this one stays. */
export function changePassword(
  db: Database.Database,
  userId: string,
  currentToken: string,
  input: { current_password: string; password: string; password_confirmation: string },
): void {
  const user = db.prepare('SELECT id, email, password_hash FROM users WHERE id = ?').get(userId) as
    { id: string; email: string; password_hash: string } | undefined;
  if (!user || !verifyPassword(input.current_password, user.password_hash))
    throw new HttpError(422, 'Your current password is incorrect.', {
      validation_errors: { current_password: ['is incorrect'] },
    });
  assertConfirmed(input.password, input.password_confirmation);
  db.transaction(() => {
    setPassword(db, user, input.password);
    revokeUserTokens(db, 'user', user.id, currentToken);
  })();
}

/** POST unlock: the e-mailed unlock token unlocks the account (400 when invalid or used). */
export function unlockAccount(db: Database.Database, unlockToken: string, now: Date): void {
  const row = findToken(db, 'unlock', unlockToken, now);
  const user = row?.user_id ? findUser(db, row.user_id) : null;
  if (!user) throw new HttpError(400, 'This unlock link is invalid or has expired.');
  db.transaction(() => {
    db.prepare('UPDATE users SET locked_at = NULL, failed_sign_in_attempts = 0 WHERE id = ?').run(user.id);
    new RateLimiter(db).clear(signInBucket(user.email));
    revokeUserTokens(db, 'unlock', user.id);
  })();
}

/** POST resend-unlock-instructions: a fresh unlock link for a locked account. */
export function resendUnlockInstructions(
  db: Database.Database,
  email: string,
  now: Date,
  limits: RateLimitConfig,
): void {
  const user = accountOf(db, email);
  if (!user.locked_at) throw new HttpError(422, 'This account is not locked.');
  allowMail(db, user.email, now, limits);
  mailUnlockLink(db, user, now);
}

/** POST one-time-token with an e-mail: the sign-in link goes to that address. */
export function mailOneTimeToken(
  db: Database.Database,
  email: string,
  now: Date,
  limits: RateLimitConfig,
): void {
  mailLink(db, accountOf(db, email), 'one_time_token', now, limits);
}

/** POST request_deletion: e-mails the /my-account/confirm-deletion/{token} link. */
export function requestDeletion(
  db: Database.Database,
  userId: string,
  now: Date,
  limits: RateLimitConfig,
): void {
  const user = findUser(db, userId);
  if (!user) throw new HttpError(401, 'Sign in required');
  mailLink(db, user, 'deletion', now, limits);
}

/** The message of a refused deletion, answered in `delete_account` (spec 02 §8). */
export const DELETION_LINK_INVALID = 'This deletion link is invalid or has expired.';

/**
 * DELETE v6/users with the e-mailed token: deletes the account and what hangs on it (cards,
 * sessions, favorites, alerts…); reservations stay, without their user.
 */
export function deleteAccount(
  db: Database.Database,
  userId: string,
  token: string | undefined,
  now: Date,
): void {
  const row = token ? findToken(db, 'account_deletion', token, now) : null;
  if (!row || row.user_id !== userId)
    throw new HttpError(422, DELETION_LINK_INVALID, { delete_account: DELETION_LINK_INVALID });
  try {
    db.prepare('DELETE FROM users WHERE id = ?').run(userId);
  } catch (e) {
    // A table that keeps the user without saying what to do on deletion: refuse, never a 500.
    if ((e as { code?: string }).code !== 'SQLITE_CONSTRAINT_FOREIGNKEY') throw e;
    const message = 'Your account could not be deleted. Please contact support.';
    throw new HttpError(409, message, { delete_account: message });
  }
}
