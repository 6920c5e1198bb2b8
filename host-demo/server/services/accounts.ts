import type Database from 'better-sqlite3';
import type { RateLimitConfig } from '../deps';
import { HttpError } from '../http/HttpError';
import { hashPassword, verifyPassword } from './passwords';
import { findUser, findUserByEmail, type UserRow } from './profiles';
import { RateLimiter } from './rateLimiter';
import { mailToken } from './outbox';
import { findToken, issueToken, newId, revokeToken, revokeUserTokens } from './tokens';

const DAY = 24 * 60 * 60 * 1000;
export const TOKEN_TTL = {
  user: DAY,
  rememberMe: 30 * DAY,
  session: 30 * DAY,
  oneTime: 5 * 60 * 1000,
  reset: 60 * 60 * 1000,
  unlock: 7 * DAY,
  deletion: DAY,
};
export const SIGN_IN_FAILED_MESSAGE = 'Invalid email or password.';
export const SIGN_IN_THROTTLED_MESSAGE = 'Too many failed sign-in attempts. Please try again later.';
export const ACCOUNT_LOCKED_MESSAGE =
  'Your account is locked after too many failed sign-in attempts. We sent you an e-mail with a link to unlock it.';

/** Hash compared against when the e-mail is unknown, so timing does not reveal accounts. */
const DUMMY_HASH = hashPassword('not-a-real-password');

export interface SignUpInput {
  first_name: string;
  last_name: string;
  address_zipcode: string;
  address_country_iso2: string;
  email: string;
  password: string;
  reservation_access_token?: string | undefined;
  invitation_token?: string | undefined;
}

export function signUp(db: Database.Database, input: SignUpInput, now: Date): UserRow {
  if (findUserByEmail(db, input.email)) {
    throw new HttpError(422, 'Email has already been taken', {
      validation_errors: { email: ['has already been taken'] },
    });
  }
  const id = newId('usr');
  db.transaction(() => {
    db.prepare(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, address_zipcode, address_country_iso2, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      input.email.trim(),
      hashPassword(input.password),
      input.first_name.trim(),
      input.last_name.trim(),
      input.address_zipcode.trim(),
      input.address_country_iso2.toUpperCase(),
      now.toISOString(),
    );
    if (input.invitation_token) {
      // Signing up from an invitation link makes the new user its invitee (still pending),
      // when they signed up with the invited e-mail.
      db.prepare(
        "UPDATE invitations SET user_id = ? WHERE id = ? AND user_id IS NULL AND status = 'pending' AND email = ? COLLATE NOCASE",
      ).run(id, input.invitation_token, input.email.trim());
    }
    if (input.reservation_access_token) {
      // A guest who signs up from a booking's manage link takes that reservation along, whatever
      // e-mail it was booked with: the access token proves it is theirs.
      db.prepare('UPDATE reservations SET user_id = ? WHERE access_token = ? AND user_id IS NULL').run(
        id,
        input.reservation_access_token,
      );
    }
    // Every guest booking made with the sign-up e-mail joins the new account (My bookings).
    db.prepare(
      'UPDATE reservations SET user_id = ? WHERE user_id IS NULL AND guest_email = ? COLLATE NOCASE',
    ).run(id, input.email.trim());
  })();
  return findUser(db, id) as UserRow;
}

/** Issues a user token after checking the password; throttles repeated failures per e-mail. */
export function signIn(
  db: Database.Database,
  input: { email: string; password: string; remember_me?: boolean | undefined },
  now: Date,
  limits: RateLimitConfig,
): { user: UserRow; token: string } {
  const limiter = new RateLimiter(db);
  const bucket = signInBucket(input.email);
  const user = findUserByEmail(db, input.email);
  if (user?.locked_at) throw accountLocked();
  if (limiter.isLimited(bucket, limits.signInFailuresBeforeThrottle, limits.signInThrottleMs, now)) {
    throw new HttpError(429, SIGN_IN_THROTTLED_MESSAGE);
  }
  const ok = verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH) && user !== null;
  if (!ok || !user) {
    limiter.record(bucket, now);
    if (user && countFailedSignIn(db, user, now, limits)) throw accountLocked();
    throw new HttpError(400, SIGN_IN_FAILED_MESSAGE);
  }
  limiter.clear(bucket);
  db.prepare('UPDATE users SET failed_sign_in_attempts = 0 WHERE id = ?').run(user.id);
  return startSession(db, user.id, now, input.remember_me === true);
}

/** The sign-in throttle's bucket for an e-mail. */
export const signInBucket = (email: string) => `signin:${email.trim().toLowerCase()}`;

/** 400 with the locked-account message (spec 02 §8: a sign-in 400 shows the server error). */
export function accountLocked(): HttpError {
  return new HttpError(400, ACCOUNT_LOCKED_MESSAGE, { locked: true, code: 'account_locked' });
}

/**
 * Counts a failed sign-in of a known account; at `lockAfterFailedSignIns` in a row the account
 * locks and the unlock link is e-mailed. True when this failure locked it.
 */
function countFailedSignIn(
  db: Database.Database,
  user: UserRow,
  now: Date,
  limits: RateLimitConfig,
): boolean {
  const { failed_sign_in_attempts: failures } = db
    .prepare(
      'UPDATE users SET failed_sign_in_attempts = failed_sign_in_attempts + 1 WHERE id = ? RETURNING failed_sign_in_attempts',
    )
    .get(user.id) as { failed_sign_in_attempts: number };
  if (failures < limits.lockAfterFailedSignIns) return false;
  db.prepare('UPDATE users SET locked_at = ? WHERE id = ?').run(now.toISOString(), user.id);
  mailUnlockLink(db, user, now);
  return true;
}

/** Issues an unlock token and e-mails the /unlock link (older unlock links stop working). */
export function mailUnlockLink(db: Database.Database, user: Pick<UserRow, 'id' | 'email'>, now: Date): void {
  revokeUserTokens(db, 'unlock', user.id);
  mailToken(
    db,
    user,
    { kind: 'unlock', token: 'unlock', ttl: TOKEN_TTL.unlock, link: (t) => `/unlock?unlock_token=${t}` },
    now,
  );
}

/** Issues a user token and counts the sign-in. */
export function startSession(
  db: Database.Database,
  userId: string,
  now: Date,
  rememberMe = false,
): { user: UserRow; token: string } {
  db.prepare('UPDATE users SET sign_in_count = sign_in_count + 1 WHERE id = ?').run(userId);
  const token = issueToken(db, 'user', userId, now, rememberMe ? TOKEN_TTL.rememberMe : TOKEN_TTL.user);
  return { user: findUser(db, userId) as UserRow, token };
}

/** Trades a one-time token (single use) for a user token; 400 'Token is invalid' otherwise. */
export function signInWithOneTimeToken(
  db: Database.Database,
  oneTimeToken: string,
  now: Date,
): { user: UserRow; token: string } {
  const row = findToken(db, 'one_time', oneTimeToken, now);
  if (!row?.user_id || !revokeToken(db, 'one_time', oneTimeToken))
    throw new HttpError(400, 'Token is invalid');
  if (findUser(db, row.user_id)?.locked_at) throw accountLocked();
  return startSession(db, row.user_id, now);
}
